import { useState, type FormEvent } from 'react'
import { PorticoError } from 'portico/plugin'
import { frameStorage } from '../frame/storage'
import { Button, usePluginContext, useT, type ViewProps } from 'portico/ui'
import { isEmailAddress } from '../email'
import { resumeInWindow } from '../signIn'
import { emailWalletOf } from '../wallet'
import { EMAIL_STYLES } from './styles'
import { useFrameError } from './useFrameError'
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
  const [busy, setBusy] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const failure = useFrameError()
  const windowState = useWalletWindowState(wallet?.window)

  // No auth service configured (endpoints.authService): there is no e-mail login to offer;
  // the plugin's setup logged why. The Connect view shows its other methods as before.
  if (!wallet) return null
  const needsWindow = windowState !== 'embedded' && windowState !== 'open'

  /** The address typed, when valid (said otherwise). */
  const checked = (): string | undefined => {
    const address = email.trim()
    setInvalid(!isEmailAddress(address))
    return isEmailAddress(address) ? address : undefined
  }

  const send = async (address: string) => {
    failure.clear()
    setBusy(true)
    try {
      if (wallet.window.inWindow() && (await resumeInWindow(context, wallet, address))) return
      frameStorage.recordLoginStart()
      const { action } = await wallet.messenger.request('CONNECT_EMAIL', { email: address })
      context.router.push('EmailLogin', {
        email: address,
        action: action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP',
      })
    } catch (error) {
      // The frame turned out to have no storage here: the notice below now offers the window.
      if (!(error instanceof PorticoError && error.code === 'FRAME_STORAGE_BLOCKED'))
        failure.show(error)
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = checked()
    if (!address) return
    // In the visitor's click: the browser lets the window open from here only.
    if (needsWindow && !wallet.window.open()) return
    void send(address)
  }

  const errorId = 'email-connect-error'
  const message = invalid ? t('errors.invalidEmail') : failure.error
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
            const address = checked()
            if (address) void send(address)
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
