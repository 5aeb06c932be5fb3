import type { WalletServicesApi } from '../api/apis'
import { injectOnce } from '../api/injectOnce'
import type { ServiceArgs } from '../api/serviceQuery'
import { WALLET_LIST_CACHE_MS } from '../constants'
import { serviceImageUrl } from '../images/serviceImages'
import { getWalletsResponseSchema, type GetWalletsResponse } from './schemas'

/** Arguments of `GET /getWallets`; lists are sent comma-joined. */
export interface GetWalletsArgs {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids of the networks the host configured: only wallets supporting one of them. */
  chains?: readonly string[]
  search?: string
  badge_type?: WalletBadge
}

/** `certified` narrows a search to certified wallets; `none` asks for no badge filter. */
export type WalletBadge = 'certified' | 'none'

/** An empty list is left out rather than sent as `include=`, which the service reads as "none". */
const joined = (list: readonly string[] | undefined) =>
  list && list.length > 0 ? list.join(',') : undefined

export function getWalletsParams(args: GetWalletsArgs): NonNullable<ServiceArgs['params']> {
  return {
    page: args.page,
    entries: args.entries,
    include: joined(args.include),
    exclude: joined(args.exclude),
    chains: joined(args.chains),
    search: args.search?.trim() || undefined,
    badge_type: args.badge_type,
  }
}

const build = (api: WalletServicesApi) =>
  api.injectEndpoints({
    endpoints: (builder) => ({
      getWallets: builder.query<GetWalletsResponse, GetWalletsArgs>({
        query: (args) => ({ url: '/getWallets', params: getWalletsParams(args) }),
        responseSchema: getWalletsResponseSchema,
        // The wallets slice keeps the list itself; the cache only spares a repeated request
        // (the same search typed again, the list reopened), so it need not outlive a visit.
        keepUnusedDataFor: WALLET_LIST_CACHE_MS / 1000,
        providesTags: ['Wallets'],
      }),
    }),
  })

export type WalletsApi = ReturnType<typeof build>

/** Adds `getWallets` to the wallet-services API (never a second `createApi`). */
export const injectWalletEndpoints: (api: WalletServicesApi) => WalletsApi = injectOnce(build)

/**
 * The address of a wallet's image, `GET /getWalletImage/{id}` with the same `projectId`,
 * `st` and `sv` parameters as every other wallet-services call (an `<img>` cannot go through
 * the base query).
 */
export function walletImageUrl(baseUrl: string, imageId: string, projectId: string | undefined) {
  return serviceImageUrl(baseUrl, 'getWalletImage', imageId, projectId)
}
