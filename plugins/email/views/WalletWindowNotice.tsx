import { Button, Text, useT } from 'portico/ui'
import type { WalletWindow } from '../walletWindow'
import { useWalletWindowState } from './useWalletWindow'

/**
 * What the modal says of the wallet window while the e-mail wallet needs it and it is not open
 * (nothing otherwise): why (this browser keeps the wallet's storage from this site, so the
 * wallet runs in a secure window of its own site), that the window was closed (nothing lost),
 * or that the browser blocked it; and the button that opens it, in its own click, then runs
 * `onOpened` (what the visitor was doing goes on).
 */
export function WalletWindowNotice({
  walletWindow,
  onOpened,
  label,
}: {
  walletWindow: WalletWindow | undefined
  onOpened?: () => void
  /** The button's text when it also goes on with the visitor's step (default: open it). */
  label?: string
}) {
  const t = useT('email')
  const state = useWalletWindowState(walletWindow)
  if (!walletWindow || state === 'embedded' || state === 'open') return null
  const open = () => {
    if (walletWindow.open()) onOpened?.()
  }
  return (
    <div className="email-window">
      {state === 'popupBlocked' ? (
        <p className="email-error" role="alert">
          {t('window.popupBlocked')}
        </p>
      ) : (
        <Text role="status">{state === 'closed' ? t('window.closed') : t('window.needed')}</Text>
      )}
      <Button onClick={open}>
        {state === 'popupBlocked' ? t('window.tryAgain') : (label ?? t('window.open'))}
      </Button>
    </div>
  )
}

/**
 * In place of the frame while the wallet runs in its window: the visitor answers there (`text`
 * says what), and can bring the window to the front.
 */
export function InWalletWindow({
  walletWindow,
  text,
}: {
  walletWindow: WalletWindow
  text: string
}) {
  const t = useT('email')
  return (
    <div className="email-window">
      <p className="email-status" role="status">
        {text}
      </p>
      <Button variant="secondary" onClick={() => walletWindow.focus()}>
        {t('window.show')}
      </Button>
    </div>
  )
}
