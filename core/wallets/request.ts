import type { ServiceError } from '../api/serviceQuery'
import { errorMessage } from '../errors'
import type { Runtime } from '../runtime'
import type { AppDispatch, CoreState } from '../store/types'
import { walletsApiOf } from './api'
import type { GetWalletsArgs } from './endpoints'
import { walletImageUrl } from './endpoints'
import { prefetchImages } from './prefetch'
import type { GetWalletsResponse, WalletListItem } from './schemas'

export type WalletsAnswer = { ok: true; data: GetWalletsResponse } | { ok: false; message: string }

const isServiceError = (error: unknown): error is ServiceError =>
  typeof error === 'object' && error !== null && 'status' in error && 'message' in error

function failureMessage(error: unknown): string {
  if (isServiceError(error) && typeof error.status === 'number') {
    return error.message ? `HTTP ${error.status} ${error.message}` : `HTTP ${error.status}`
  }
  return errorMessage(error, 'The wallet list could not be loaded')
}

/**
 * One `GET /getWallets` through RTK Query, as a value: the caller's status handling never
 * has to catch. Without a subscription the answer is cached only for `keepUnusedDataFor`.
 */
export async function requestWallets(
  dispatch: AppDispatch,
  runtime: Pick<Runtime, 'bundle' | 'extension'>,
  args: GetWalletsArgs,
): Promise<WalletsAnswer> {
  try {
    const api = await walletsApiOf(runtime)
    const result = await dispatch(api.endpoints.getWallets.initiate(args, { subscribe: false }))
    // After a failure `data` may still hold an older success for the same arguments.
    if (result.error !== undefined || result.data === undefined) {
      return { ok: false, message: failureMessage(result.error) }
    }
    return { ok: true, data: result.data }
  } catch (error) {
    return { ok: false, message: failureMessage(error) }
  }
}

/** Starts loading the images of the first rows of an answer. */
export function prefetchWalletImages(state: CoreState, items: readonly WalletListItem[]): string[] {
  const { endpoints, projectId } = state.options
  const urls = items.flatMap((item) =>
    item.image_id ? [walletImageUrl(endpoints.walletServices, item.image_id, projectId)] : [],
  )
  return prefetchImages(urls)
}

/** CAIP-2 ids of the host's networks: the service lists only wallets supporting one of them. */
export const requestedChains = (state: CoreState): string[] =>
  state.options.networks.map((network) => network.caipNetworkId)
