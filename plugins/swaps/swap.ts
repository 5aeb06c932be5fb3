import {
  eip155ChainId,
  errorMessage,
  refreshBalance,
  toChecksumAddress,
  type AppThunk,
  type WalletHandle,
} from 'portico/plugin'
import { SWAP_SLIPPAGE_TOLERANCE } from './constants'
import type { SwapsApi } from './endpoints'
import { planSwap } from './plan'
import { waitForReceipt } from './receipt'
import type { BuiltTransaction, SwapToken } from './schemas'
import { formCleared, progressed, selectSwaps } from './slice'

/** A failure of the swap the visitor reads: the reason in the wallet's, node's or our words. */
export class SwapFailure extends Error {
  override readonly name = 'SwapFailure'
}

export type SwapOutcome = { ok: true; hash: string } | { ok: false; reason: string }

/** One confirmed swap: `fromAmount` of `from` (smallest units) sold for `to`. */
export interface SwapOrder {
  from: SwapToken
  to: SwapToken
  fromAmount: bigint
}

/**
 * A service call that failed is RTK Query's `ServiceError` ({ status, message }); its status
 * says more than its status text, in the visitor's language (`say`). A wallet's or node's
 * reason is its own text.
 */
function reasonOf(
  error: unknown,
  say: (key: 'serviceFailed', values: { status: string; message: string }) => string,
): string {
  if (typeof error === 'object' && error !== null && 'status' in error && !(error instanceof Error))
    return say('serviceFailed', { status: String(error.status), message: errorMessage(error) })
  return errorMessage(error)
}

/** The built transaction as the wallet sends it (the wallet estimates its gas). */
function callOf(wallet: WalletHandle, tx: BuiltTransaction) {
  return {
    kind: 'call' as const,
    from: toChecksumAddress(wallet.address),
    to: toChecksumAddress(tx.to),
    data: tx.data as `0x${string}`,
    value: BigInt(tx.value),
    chainId: eip155ChainId(wallet.caipNetworkId),
  }
}

const busyStatuses = new Set(['approving', 'swapping', 'pending'])

/**
 * Runs a confirmed swap: the exchange's allowance is read; when it is short,
 * the wallet is asked to approve exactly the amount and the approval is waited on; then the
 * swap is built by the service (the router's call with the minimum received at the slippage
 * tolerance) and sent through the wallet, and waited on until mined. On success the
 * balances and activity are read again (cache tags Balance and History, and the account's own
 * balance) and the amount is cleared; on failure the reason is kept for the view, and the
 * form as it was. `api` is the plugin's (its context's `api`). Never rejects.
 */
export const confirmSwap =
  (api: SwapsApi, order: SwapOrder): AppThunk<Promise<SwapOutcome>> =>
  async (dispatch, getState, { modal }) => {
    if (busyStatuses.has(selectSwaps(getState()).progress.status))
      return { ok: false, reason: 'A swap is already waiting for the wallet' }
    const properties = {
      network: order.from.address.split(':').slice(0, 2).join(':'),
      from: order.from.symbol,
      to: order.to.symbol,
      amount: String(order.fromAmount),
    }
    modal.track('SWAP_INITIATED', properties)
    try {
      const wallet = modal.wallet()
      if (!wallet) throw new SwapFailure('No wallet is connected')
      const userAddress = `${wallet.caipNetworkId}:${toChecksumAddress(wallet.address)}`
      if (!order.from.address.startsWith(`${wallet.caipNetworkId}:`))
        throw new SwapFailure('The wallet moved to another network: review the swap again')

      dispatch(progressed({ status: 'swapping' }))
      // Read afresh (an allowance shown on the review may be stale); held until answered.
      const allowanceRead = dispatch(
        api.endpoints.swapAllowance.initiate(
          { tokenAddress: order.from.address, userAddress },
          { forceRefetch: true },
        ),
      )
      const allowance = BigInt(
        (await allowanceRead.unwrap().finally(() => allowanceRead.unsubscribe())).allowance,
      )
      const steps = planSwap({
        fromToken: order.from.address,
        amount: order.fromAmount,
        allowance,
      })

      if (steps.includes('approve')) {
        dispatch(progressed({ status: 'approving' }))
        const request = dispatch(
          api.endpoints.buildSwapApprove.initiate({
            userAddress,
            from: order.from.address,
            to: order.to.address,
            amount: String(order.fromAmount),
          }),
        )
        const approval = await request.unwrap().finally(() => request.reset())
        const hash = await wallet.sendTransaction(callOf(wallet, approval.tx))
        if (!(await waitForReceipt(wallet, hash)))
          throw new SwapFailure(`The approval of ${order.from.symbol} failed on chain`)
        dispatch(progressed({ status: 'swapping' }))
      }

      const request = dispatch(
        api.endpoints.buildSwapTransaction.initiate({
          projectId: getState().options.projectId ?? '',
          userAddress,
          from: order.from.address,
          to: order.to.address,
          amount: String(order.fromAmount),
          eip155: { slippage: String(SWAP_SLIPPAGE_TOLERANCE) },
          // The wallet estimates the gas, and so gives the node's reason when the swap would fail.
          disableEstimate: true,
        }),
      )
      const built = await request.unwrap().finally(() => request.reset())
      const hash = await wallet.sendTransaction(callOf(wallet, built.tx))
      dispatch(progressed({ status: 'pending', hash }))
      if (!(await waitForReceipt(wallet, hash)))
        throw new SwapFailure('The swap failed on chain (the price may have moved)')

      modal.track('SWAP_SUCCESS', { ...properties, hash })
      refreshAfterSwap(dispatch, api, order)
      dispatch(progressed({ status: 'success', hash, caipNetworkId: wallet.caipNetworkId }))
      dispatch(formCleared())
      return { ok: true, hash }
    } catch (error) {
      const reason = reasonOf(error, (key, values) => modal.i18n.t(key, { ns: 'swaps', ...values }))
      modal.track('SWAP_ERROR', { ...properties, message: reason })
      modal.logger.debug('Swap failed', error)
      dispatch(progressed({ status: 'failed', reason }))
      return { ok: false, reason }
    }
  }

/**
 * After a swap both tokens' balances changed: the cached balance and history answers are
 * invalidated (views holding them read them again) and the account's balance is read afresh,
 * bypassing the service's cache for the token bought.
 */
function refreshAfterSwap(
  dispatch: Parameters<AppThunk<void>>[0],
  api: SwapsApi,
  order: SwapOrder,
) {
  dispatch(api.util.invalidateTags(['Balance', 'History']))
  void dispatch(refreshBalance({ forceUpdate: order.to.address }))
}
