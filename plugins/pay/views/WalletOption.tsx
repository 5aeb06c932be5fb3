import { selectActiveAccount, showError } from 'portico/plugin'
import { ListItem, useAppDispatch, useAppSelector, usePortico, useT } from 'portico/ui'
import { errorToastKey } from '../errors'
import { connectRequested } from '../slice'

// The wallet flow (and the eip155 adapter with it) loads when the visitor picks this option.
const loadWalletPayment = () => import('../walletPayment')

/**
 * Pay from the connected wallet, labelled with its name; without one, the option opens
 * Connect, and the visitor comes back here once connected (listeners.ts).
 */
export function WalletOption({ disabled }: { disabled: boolean }) {
  const t = useT('pay')
  const dispatch = useAppDispatch()
  const modal = usePortico()
  const account = useAppSelector(selectActiveAccount)
  const walletName = useAppSelector(
    (state) =>
      state.connectors?.list.find((connector) => connector.id === account.connectorId)?.name,
  )

  if (account.status !== 'connected') {
    return (
      <ListItem
        title={t('payWithWallet')}
        description={t('connectFirst')}
        disabled={disabled}
        onClick={() => {
          dispatch(connectRequested())
          modal.router.push('Connect')
        }}
      />
    )
  }

  const pay = () => {
    loadWalletPayment()
      .then(({ payWithWallet }) => dispatch(payWithWallet()))
      .catch((error: unknown) => {
        modal.logger.error('The wallet payment could not be loaded', error)
        void dispatch(showError({ key: errorToastKey('UNABLE_TO_INITIATE_PAYMENT') }))
      })
  }

  return (
    <ListItem
      title={t('payFromWallet', { wallet: walletName ?? t('yourWallet') })}
      description={t('payFromWalletHint')}
      disabled={disabled}
      onClick={pay}
    />
  )
}
