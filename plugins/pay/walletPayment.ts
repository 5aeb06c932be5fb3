/**
 * Paying from the connected wallet. A chunk of its own, loaded when the visitor picks the
 * wallet option (the wallet handle brings the eip155 adapter and viem's encoders then).
 */
import {
  PorticoError,
  eip155ChainId,
  parseAmount,
  parseCaipNetworkId,
  refreshBalance,
  selectCurrentView,
  showError,
  toChecksumAddress,
  type AppThunk,
  type Eip155TransactionRequest,
  type Network,
  type WalletHandle,
} from 'portico/plugin'
import type { PaymentConfig } from './config'
import { NATIVE_ASSET } from './constants'
import { errorToastKey, paymentError, toPaymentError, type PaymentErrorInfo } from './errors'
import { canStartPayment } from './selectors'
import {
  attemptRefused,
  paymentFailed,
  paymentProgressCleared,
  paymentSucceeded,
  walletPaymentStarted,
} from './slice'

/** The transaction of a payment: a plain transfer of the native asset, else a token transfer. */
function transferOf(
  config: PaymentConfig,
  from: string,
  chainId: number,
): Eip155TransactionRequest {
  const { asset, metadata } = config.paymentAsset
  const base = { from: toChecksumAddress(from), to: toChecksumAddress(config.recipient), chainId }
  // Exact: the config's amount has no more decimals than the asset (checked when it was set).
  const amount = parseAmount(config.amount, metadata.decimals)
  return asset === NATIVE_ASSET
    ? { ...base, kind: 'native' as const, value: amount }
    : { ...base, kind: 'erc20' as const, token: toChecksumAddress(asset), amount }
}

/**
 * Moves the wallet to the payment's network; the wallet handle shows the visitor why it did
 * not, and the payment fails with UNABLE_TO_INITIATE_PAYMENT.
 */
async function switchWallet(wallet: WalletHandle, network: Network): Promise<void> {
  try {
    await wallet.switchNetwork(network)
  } catch (error) {
    if (!(error instanceof PorticoError) || error.code !== 'SWITCH_FAILED') throw error
    throw paymentError(
      'UNABLE_TO_INITIATE_PAYMENT',
      `The wallet did not switch to ${network.name}`,
      {
        caipNetworkId: network.caipNetworkId,
      },
      { cause: error },
    )
  }
}

/**
 * Pays from the connected wallet: needs the wallet (`modal.wallet()`); moves the wallet
 * to the asset's network first (an error when the visitor does not approve), then shows
 * PayLoading and asks the wallet to send: the native asset as a plain transaction, a token
 * through its `transfer`. Only eip155 is supported (INVALID_CHAIN_NAMESPACE otherwise). A
 * failure marks the payment FAILED with its error and toast; the in-progress flag is cleared
 * whatever happens.
 */
export const payWithWallet =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { modal }) => {
    const pay = getState().pay
    if (!pay?.config || pay.paymentId === undefined || !canStartPayment(pay)) return
    const { config, paymentId } = pay
    const wallet = modal.wallet()
    if (!wallet) {
      const error: PaymentErrorInfo = {
        code: 'UNABLE_TO_INITIATE_PAYMENT',
        message: 'Connect a wallet before paying from it',
        details: {},
      }
      dispatch(attemptRefused({ paymentId, error }))
      void dispatch(showError({ key: errorToastKey(error.code) }))
      return
    }
    const from = wallet.address

    dispatch(walletPaymentStarted({ paymentId }))
    try {
      const { network: caipNetworkId } = config.paymentAsset
      const { namespace } = parseCaipNetworkId(caipNetworkId)
      if (namespace !== 'eip155' || wallet.namespace !== 'eip155') {
        throw paymentError(
          'INVALID_CHAIN_NAMESPACE',
          `Paying from a wallet works on eip155 networks only, not on ${caipNetworkId}`,
          { namespace },
        )
      }
      const network = getState().options.networks.find(
        (candidate) => candidate.caipNetworkId === caipNetworkId,
      )
      if (!network) {
        throw paymentError(
          'UNABLE_TO_INITIATE_PAYMENT',
          `${caipNetworkId} is not one of this site's networks`,
          { caipNetworkId },
        )
      }
      // The handle shows the wallet's own reason for a refusal; the payment fails with it.
      if (wallet.caipNetworkId !== caipNetworkId) await switchWallet(wallet, network)
      // Closed while the wallet switched: the payment goes on, there is nothing to show.
      if (getState().modal.open) modal.router.push('PayLoading')
      const txHash = await wallet.sendTransaction(
        transferOf(config, from, eip155ChainId(caipNetworkId)),
      )
      dispatch(
        paymentSucceeded({ paymentId, result: { status: 'SUCCESS', type: 'wallet', txHash } }),
      )
      // The account's balances moved: read afresh, past the service's cache for the asset
      // paid (never rejects; it shows its own failure).
      const { asset } = config.paymentAsset
      void dispatch(
        refreshBalance({
          forceUpdate: `${caipNetworkId}:${asset === NATIVE_ASSET ? from : asset}`,
        }),
      )
    } catch (failure) {
      const error = toPaymentError(failure, 'GENERIC_PAYMENT_ERROR')
      modal.logger.warn('The payment from the wallet failed', error.message)
      dispatch(paymentFailed({ paymentId, error }))
      if (getState().pay?.paymentId === paymentId) {
        // The ending is shown where every payment ends, which then closes by itself.
        const state = getState()
        if (state.modal.open && selectCurrentView(state) !== 'PayLoading') {
          modal.router.push('PayLoading')
        }
        void dispatch(showError({ key: errorToastKey(error.code) }))
      }
    } finally {
      dispatch(paymentProgressCleared({ paymentId }))
    }
  }
