import { formatAmount, selectConnectedTarget, showError, type AppThunk } from 'portico/plugin'
import { SEND_NAMESPACE } from './messages'
import { senderFor } from './senders'
import { amountTyped, selectSend } from './slice'
import { balanceOf, decimalsOf, isNativeToken } from './tokens'
import { SEND_MESSAGES } from './validation'

/**
 * What Max keeps back for gas, as a multiple of the estimated fee. Wallets price a
 * transaction at its fee cap (EIP-1559 `maxFeePerGas`, about twice the base fee) and refuse
 * it unless the balance covers value plus gas at that cap: leaving only the estimate at the
 * current gas price would make Max fail in the wallet.
 */
export const MAX_FEE_HEADROOM = 2n

/**
 * Fills the amount with the most the visitor can send: the whole holding of a token, and for
 * the native currency the balance less what the network fee needs (estimated by the wallet
 * for a transfer to the receiver, or to the sender while there is none). When the balance does
 * not cover the fee, or the fee cannot be estimated, the snackbar says so and the amount stays.
 * Never rejects.
 */
export const fillMaxAmount =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const { token, receiverAddress } = selectSend(getState())
    if (!token) return
    const balance = balanceOf(token)
    if (balance === undefined) return
    const decimals = decimalsOf(token)
    if (!isNativeToken(token)) {
      dispatch(amountTyped(formatAmount(balance, decimals)))
      return
    }
    const target = selectConnectedTarget(getState())
    if (!target) {
      await dispatch(showError({ key: `${SEND_NAMESPACE}:${SEND_MESSAGES.notConnected}` }))
      return
    }
    const sender = senderFor(target.namespace)
    if (!sender) {
      await dispatch(showError({ key: `${SEND_NAMESPACE}:${SEND_MESSAGES.unsupportedChain}` }))
      return
    }
    let reserve: bigint
    try {
      const { gas, gasPrice } = await sender.estimateFee(modal, {
        namespace: target.namespace,
        caipNetworkId: target.caipNetworkId,
        from: target.address,
        to: receiverAddress ?? target.address,
        token,
        // The fee of a plain transfer does not depend on its value; the value is not known yet.
        value: 0n,
      })
      reserve = gas * gasPrice * MAX_FEE_HEADROOM
    } catch (error) {
      modal.logger.debug('The network fee for Max could not be estimated', error)
      await dispatch(showError({ key: `${SEND_NAMESPACE}:${SEND_MESSAGES.feeUnavailable}` }))
      return
    }
    if (reserve >= balance) {
      await dispatch(
        showError({
          key: `${SEND_NAMESPACE}:${SEND_MESSAGES.insufficientForFee}`,
          values: { symbol: token.symbol },
        }),
      )
      return
    }
    dispatch(amountTyped(formatAmount(balance - reserve, decimals)))
  }
