import { useState } from 'react'
import { disconnectWallet, selectActiveAccount, showError } from 'portico/plugin'
import {
  Button,
  Text,
  useAppDispatch,
  useAppSelector,
  usePortico,
  useT,
  type ViewProps,
} from 'portico/ui'
import { canStartPayment, isPaymentEnded } from '../selectors'
import { initialPayState } from '../slice'
import { ExchangeOptions } from './ExchangeOptions'
import { PaymentSummary } from './PaymentSummary'
import { WalletOption } from './WalletOption'

/**
 * The payment a host asked for: the amount, symbol and network; paying from the
 * wallet (only on one of the host's networks); paying through an exchange; and disconnect.
 */
export default function Pay(_props: ViewProps) {
  const t = useT('pay')
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const pay = useAppSelector((state) => state.pay ?? initialPayState)
  const connected = useAppSelector((state) => selectActiveAccount(state).status === 'connected')
  const networks = useAppSelector((state) => state.options.networks)
  const [disconnecting, setDisconnecting] = useState(false)
  const { config } = pay

  if (!config || !pay.isConfigured) {
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <PaymentSummary config={undefined} />
        <Text variant="muted">{t('notConfigured')}</Text>
      </div>
    )
  }

  const ended = isPaymentEnded(pay)
  const disabled = !canStartPayment(pay)
  // Paying from the wallet needs the asset's network to be one of the host's.
  const walletSupported = networks.some(
    (network) => network.caipNetworkId === config.paymentAsset.network,
  )

  const disconnect = async () => {
    setDisconnecting(true)
    try {
      // Rejects only when the connection chunk cannot load: a wallet that does not answer is
      // handled by the core, which resets the account and says 'Failed to disconnect' itself.
      await dispatch(disconnectWallet())
    } catch (error) {
      modal.logger.error('The connection chunk could not be loaded', error)
      void dispatch(showError({ key: 'errors.disconnectFailed' }))
    } finally {
      setDisconnecting(false)
    }
  }

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <PaymentSummary config={config} />
      {ended ? (
        <Text variant="muted">{t('ended')}</Text>
      ) : (
        <>
          {walletSupported && <WalletOption disabled={disabled} />}
          <ExchangeOptions pay={pay} disabled={disabled} />
        </>
      )}
      {connected && (
        <Button
          variant="secondary"
          disabled={disconnecting || pay.isPaymentInProgress}
          onClick={() => void disconnect()}
        >
          {t('disconnect')}
        </Button>
      )}
    </div>
  )
}
