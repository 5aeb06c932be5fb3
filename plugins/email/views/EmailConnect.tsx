import { useState, type FormEvent } from 'react'
import { Button, useAppSelector, usePluginContext, useT, type ViewProps } from 'portico/ui'
import { frameStorage } from '../frame/storage'
import { checkAddress, startLogin } from '../loginFlow'
import { loginStateOf } from '../loginSlice'
import { emailWalletOf } from '../wallet'
import { EMAIL_STYLES } from './styles'
import { useWalletWindowState } from './useWalletWindow'
import { WalletWindowNotice } from './WalletWindowNotice'

/**
 * The Connect view's e-mail section: an address, then Continue asks the frame to send the
 * code (or the device approval) and opens EmailLogin. A refused address stays in the field.
 * Where the browser refuses the wallet's frame its storage, the section says why and Continue
 * opens the wallet's secure window first (in the visitor's click); a visitor whose wallet
 * already lives in that window is signed in from its session, with no new code.
 */
export default function EmailConnect(_props: ViewProps) {
  const t = useT('email')
  const context = usePluginContext()
  const wallet = emailWalletOf(context)
  const [email, setEmail] = useState(() => frameStorage.email() ?? '')
  // The login's state (loginSlice): sending, and why the address was refused or not sent.
  const step = useAppSelector((state) => loginStateOf(state).step)
  const error = useAppSelector((state) => loginStateOf(state).error)
  const windowState = useWalletWindowState(wallet?.window)

  // No auth service configured (endpoints.authService): there is no e-mail login to offer;
  // the plugin's setup logged why. The Connect view shows its other methods as before.
  if (!wallet) return null
  const needsWindow = windowState !== 'embedded' && windowState !== 'open'
  // A later step's error (the code's) belongs to EmailLogin, not to the address.
  const busy = step === 'sending'
  const failed = step === 'address' || busy ? error : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = checkAddress(context, email)
    if (!address) return
    // In the visitor's click: the browser lets the window open from here only.
    if (needsWindow && !wallet.window.open()) return
    void startLogin(context, wallet, address)
  }

  const errorId = 'email-connect-error'
  const message = failed ? t(failed.key, failed.values) : undefined
  return (
    <form className="email email-form" onSubmit={(event) => void submit(event)} noValidate>
      <style>{EMAIL_STYLES}</style>
      <label className="email-label" htmlFor="email-connect-address">
        {t('connect.label')}
      </label>
      <input
        id="email-connect-address"
        className="text-field-input"
        type="email"
        autoComplete="email"
        placeholder={t('connect.placeholder')}
        value={email}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {message && (
        <p id={errorId} className="email-error" role="alert">
          {message}
        </p>
      )}
      {needsWindow ? (
        <WalletWindowNotice
          walletWindow={wallet.window}
          label={t('window.continue')}
          onOpened={() => {
            const address = checkAddress(context, email)
            if (address) void startLogin(context, wallet, address)
          }}
        />
      ) : (
        <Button type="submit" disabled={busy || email.trim() === ''}>
          {busy ? t('connect.sending') : t('connect.continue')}
        </Button>
      )}
    </form>
  )
}
