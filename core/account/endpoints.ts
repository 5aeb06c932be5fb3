import type { BlockchainServicesApi } from '../api/apis'
import { BALANCE_CACHE_MS, IDENTITY_CACHE_MS } from '../constants'
import type { Runtime } from '../runtime'
import { injectOnce } from '../api/injectOnce'
import { servicesOf } from '../services'
import {
  balanceResponseSchema,
  identityResponseSchema,
  type BalanceResponse,
  type IdentityResponse,
} from './schemas'

export interface GetAccountBalanceArgs {
  /** The plain address, without its CAIP prefix. */
  address: string
  /** The CAIP-2 id of the network, e.g. `eip155:8453`. */
  chainId: string
  /** A token (CAIP-10 id) whose balance the service must read afresh rather than from its cache. */
  forceUpdate?: string
}

export interface GetIdentityArgs {
  address: string
  /** The connected address asking, which the service may use to resolve the name. */
  sender?: string
}

const build = (api: BlockchainServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      getAccountBalance: builder.query<BalanceResponse, GetAccountBalanceArgs>({
        query: ({ address, chainId, forceUpdate }) => ({
          url: `/v1/account/${encodeURIComponent(address)}/balance`,
          params: { currency: 'usd', chainId, forceUpdate },
        }),
        responseSchema: balanceResponseSchema,
        keepUnusedDataFor: BALANCE_CACHE_MS / 1000,
        providesTags: ['Balance'],
      }),
      getIdentity: builder.query<IdentityResponse, GetIdentityArgs>({
        query: ({ address, sender }) => ({
          url: `/v1/identity/${encodeURIComponent(address)}`,
          params: { sender },
        }),
        responseSchema: identityResponseSchema,
        keepUnusedDataFor: IDENTITY_CACHE_MS / 1000,
        providesTags: ['Identity'],
      }),
    }),
  })

export type AccountApi = ReturnType<typeof build>

/** Adds the balance and identity endpoints to the blockchain-services API (never a second `createApi`). */
export const injectAccountEndpoints: (api: BlockchainServicesApi) => AccountApi = injectOnce(build)

/** The blockchain-services API of one modal with the account endpoints, attached on first use. */
export async function accountApiOf(
  runtime: Pick<Runtime, 'bundle' | 'extension'>,
): Promise<AccountApi> {
  const { blockchainServices } = await servicesOf(runtime)
  return injectAccountEndpoints(blockchainServices)
}
