import { IDENTITY_CACHE_MS, type BlockchainServicesApi } from 'portico/plugin'
import { accountLookupResponseSchema, type AccountLookupResponse } from './schemas'

/** The name-service version whose answer `accountLookupResponseSchema` describes. */
const LOOKUP_API_VERSION = 2

/**
 * Adds the send plugin's endpoints to the blockchain-services API; the loader calls it once
 * per API object, and the plugin reads what it returned as its context's `api`.
 */
export const injectSendEndpoints = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      /** The address registered under an account name; a 404 when nobody holds the name. */
      lookupAccountName: builder.query<AccountLookupResponse, string>({
        query: (name) => ({
          url: `/v1/profile/account/${encodeURIComponent(name)}`,
          params: { apiVersion: LOOKUP_API_VERSION },
        }),
        responseSchema: accountLookupResponseSchema,
        // Names are identities: cached as long as the identity call (5 min).
        keepUnusedDataFor: IDENTITY_CACHE_MS / 1000,
        providesTags: ['Identity'],
      }),
    }),
  })

/** The blockchain-services API with the send endpoints: the send plugin's `context.api`. */
export type SendApi = ReturnType<typeof injectSendEndpoints>
