import { isAnyOf } from '@reduxjs/toolkit'
import {
  refreshBalance,
  type CoreState,
  type HistoryTransaction,
  type StartListening,
} from 'portico/plugin'
import { ONRAMP_ARRIVAL_POLL_MS, ONRAMP_ARRIVAL_WAIT_MS } from './constants'
import type { OnrampApi } from './endpoints'
import {
  checkoutOpened,
  purchaseArrived,
  selectOnramp,
  waitResumed,
  waitTimedOut,
  type Purchase,
} from './slice'

/**
 * The purchase among the account's onramp transactions: a confirmed one bringing the bought
 * currency in that was not there when the checkout opened (or, when that first look failed,
 * one mined since). Its hash and the amount that arrived.
 */
export function findArrival(
  transactions: readonly HistoryTransaction[],
  purchase: Purchase,
): { txHash: string; amount: string | undefined } | undefined {
  for (const transaction of transactions) {
    const { metadata } = transaction
    if (metadata.status !== 'confirmed' || metadata.chain !== purchase.chainId) continue
    const isNew = purchase.known
      ? !purchase.known.includes(transaction.id)
      : Date.parse(metadata.minedAt) >= purchase.openedAt
    if (!isNew) continue
    const incoming = transaction.transfers.find(
      (transfer) =>
        transfer.direction === 'in' && transfer.fungible_info?.symbol === purchase.symbol,
    )
    if (incoming) return { txHash: metadata.hash, amount: incoming.quantity.numeric }
  }
  return undefined
}

/**
 * While BuyWaiting waits, asks the history with `onramp` every ONRAMP_ARRIVAL_POLL_MS whether
 * the purchase arrived, for ONRAMP_ARRIVAL_WAIT_MS at most from the wait's start: then it
 * says nothing has arrived yet (the visitor may keep waiting). Stops at once when the visitor
 * stops waiting, closes the modal or starts another purchase. A failed look is tried again
 * at the next poll. On arrival the account's balances and history are read afresh.
 */
export function followArrival(startListening: StartListening, onrampApi: OnrampApi): void {
  startListening({
    matcher: isAnyOf(checkoutOpened, waitResumed),
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      const started = selectOnramp(api.getState()).purchase
      if (started?.status !== 'waiting') return
      const { openedAt, waitSince, address, chainId, tokenId } = started
      const over = (state: CoreState) => {
        const purchase = selectOnramp(state).purchase
        return purchase?.openedAt !== openedAt || purchase.status !== 'waiting'
      }
      const deadline = waitSince + ONRAMP_ARRIVAL_WAIT_MS
      for (;;) {
        const left = deadline - Date.now()
        if (left <= 0) break
        if (
          await api.condition((_next, state) => over(state), Math.min(ONRAMP_ARRIVAL_POLL_MS, left))
        )
          return
        let transactions: HistoryTransaction[]
        try {
          const request = onrampApi.endpoints.onrampHistory.initiate(
            { address, chainId },
            { subscribe: false, forceRefetch: true },
          )
          transactions = (await api.dispatch(request).unwrap()).data
        } catch (error) {
          api.extra.modal.logger.warn('The onramp history could not be read', error)
          continue
        }
        const purchase = selectOnramp(api.getState()).purchase
        if (over(api.getState()) || !purchase) return
        const arrival = findArrival(transactions, purchase)
        if (!arrival) continue
        api.dispatch(purchaseArrived({ openedAt, ...arrival }))
        api.dispatch(onrampApi.util.invalidateTags(['Balance', 'History']))
        await api.dispatch(refreshBalance(tokenId ? { forceUpdate: tokenId } : {}))
        return
      }
      api.dispatch(waitTimedOut({ openedAt }))
    },
  })
}
