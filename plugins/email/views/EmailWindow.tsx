import { Text, usePluginContext, useT, type ViewProps } from 'portico/ui'
import { emailWalletOf } from '../wallet'
import { useWalletWindowState } from './useWalletWindow'
import { EMAIL_STYLES } from './styles'
import { WalletWindowNotice } from './WalletWindowNotice'

/**
 * A request of the connected e-mail wallet that waits for its window (closed by the visitor, or
 * not opened since the page loaded): why, and the button that opens it from the visitor's
 * click. Once open, the request goes on: the wallet's approval takes this view's place, or the
 * view goes when the request is done (windowRequests.ts); closing the modal fails the request.
 */
export default function EmailWindow(_props: ViewProps) {
  const t = useT('email')
  const context = usePluginContext()
  const wallet = emailWalletOf(context)
  const state = useWalletWindowState(wallet?.window)

  return (
    <div className="email">
      <style>{EMAIL_STYLES}</style>
      <Text variant="title" as="h2">
        {t('window.title')}
      </Text>
      {state === 'open' ? (
        <Text role="status">{t('window.opened')}</Text>
      ) : (
        <WalletWindowNotice walletWindow={wallet?.window} />
      )}
    </div>
  )
}
