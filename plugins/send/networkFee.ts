import { nanoid } from '@reduxjs/toolkit'
import { errorMessage, type AppThunk } from 'portico/plugin'
import { englishText } from './messages'
import { planSend } from './plan'
import { feeEstimated, feeEstimating, feeFailed } from './slice'

/**
 * Estimates the network fee of the form in the store (gas times gas price, asked of the
 * wallet) for the preview. An incomplete form has no fee to estimate yet; in a namespace
 * without a sender there is none to have, and a failed estimate is kept as such (the wallet
 * estimates again when it sends). Never rejects.
 */
export const estimateSendFee =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const plan = planSend(getState())
    if (!plan.ok && plan.code !== 'UNSUPPORTED_CHAIN') return
    const requestId = nanoid()
    dispatch(feeEstimating(requestId))
    if (!plan.ok) {
      dispatch(feeFailed({ requestId, reason: englishText(modal, plan.issue) }))
      return
    }
    try {
      const { gas, gasPrice } = await plan.sender.estimateFee(modal, plan.intent)
      dispatch(feeEstimated({ requestId, gas: gas.toString(), gasPrice: gasPrice.toString() }))
    } catch (error) {
      modal.logger.debug('The network fee could not be estimated', error)
      dispatch(feeFailed({ requestId, reason: errorMessage(error) }))
    }
  }
