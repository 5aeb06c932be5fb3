import { createSelector } from '@reduxjs/toolkit'
import { selectActiveAccount, selectActiveNetwork, type CoreState } from 'portico/plugin'
import { selectSend } from './slice'
import { isNativeToken, knownBalance } from './tokens'
import type { SendForm } from './validation'

/** The form as the validation rules read it. */
export const selectSendForm = createSelector(
  [selectSend, (state: CoreState) => state.account.activeNamespace],
  (send, namespace): SendForm => ({
    namespace,
    token: send.token,
    sendTokenAmount: send.sendTokenAmount,
    receiverInput: send.receiverInput,
    receiverAddress: send.receiverAddress,
    receiverLookup: send.receiverLookup,
  }),
)

export interface NativeCurrencyFacts {
  symbol: string
  decimals: number
  /** The native balance in its smallest unit, when known. */
  balance: bigint | undefined
  /** One unit's price in USD, when the balance service knows it. */
  price: number | undefined
}

/** What the fee is paid in: the active network's native currency, its balance and its price. */
export const selectNativeCurrency = createSelector(
  [selectActiveAccount, selectActiveNetwork, (state: CoreState) => selectSend(state).tokenBalances],
  (account, network, tokenBalances): NativeCurrencyFacts | undefined => {
    if (!network) return undefined
    const { symbol, decimals } = network.nativeCurrency
    const balance = knownBalance(account.balance, decimals)
    const price = tokenBalances.find(isNativeToken)?.price
    return { symbol, decimals, balance, price }
  },
)

/** The estimated network fee in the native currency's smallest unit, once estimated. */
export const selectNetworkFee = createSelector(
  [(state: CoreState) => selectSend(state).networkFee],
  (fee): bigint | undefined =>
    fee.status === 'ready' ? BigInt(fee.gas) * BigInt(fee.gasPrice) : undefined,
)
