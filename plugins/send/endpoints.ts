import type { BlockchainServicesApi } from '../../core/api/apis'
import { injectOnce } from '../../core/api/injectOnce'
import { IDENTITY_CACHE_MS } from '../../core/constants'
import type { Runtime } from '../../core/runtime'
import { servicesOf } from '../../core/services'
import { accountLookupResponseSchema, type AccountLookupResponse } from './schemas'

/** The name-service version whose answer `accountLookupResponseSchema` describes (SPEC §7). */
const LOOKUP_API_VERSION = 2

const build = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      /** The address registered under an account name; a 404 when nobody holds the name. */
      lookupAccountName: builder.query<AccountLookupResponse, string>({
        query: (name) => ({
          url: `/v1/profile/account/${encodeURIComponent(name)}`,
          params: { apiVersion: LOOKUP_API_VERSION },
        }),
        responseSchema: accountLookupResponseSchema,
        // Names are identities: cached as long as the identity call (SPEC §9, 5 min).
        keepUnusedDataFor: IDENTITY_CACHE_MS / 1000,
        providesTags: ['Identity'],
      }),
    }),
  })

export type SendApi = ReturnType<typeof build>

/** Adds the send plugin's endpoints to the blockchain-services API, once per API object. */
export const injectSendEndpoints: (api: BlockchainServicesApi) => SendApi = injectOnce(build)

/** The blockchain-services API of one modal with the send endpoints, attached on first use. */
export async function sendApiOf(runtime: Pick<Runtime, 'bundle'>): Promise<SendApi> {
  const { blockchainServices } = await servicesOf(runtime)
  return injectSendEndpoints(blockchainServices)
}
