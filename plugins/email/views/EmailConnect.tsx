import { useState, type FormEvent } from 'react'
import { frameStorage } from 'portico/plugin'
import { Button, usePluginContext, useT, type ViewProps } from 'portico/ui'
import { isEmailAddress } from '../email'
import { emailWalletOf } from '../wallet'
import { EMAIL_STYLES } from './styles'
import { useFrameError } from './useFrameError'

/**
 * The Connect view's e-mail section: an address, then Continue asks the frame to send the
 * code (or the device approval) and opens EmailLogin. A refused address stays in the field.
 */
export default function EmailConnect(_props: ViewProps) {
  const t = useT('email')
  const context = usePluginContext()
  const wallet = emailWalletOf(context)
  const [email, setEmail] = useState(() => frameStorage.email() ?? '')
  const [busy, setBusy] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const failure = useFrameError()

  // No auth service configured (endpoints.authService): there is no e-mail login to offer;
  // the plugin's setup logged why. The Connect view shows its other methods as before.
  if (!wallet) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!isEmailAddress(address)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    failure.clear()
    setBusy(true)
    frameStorage.recordLoginStart()
    try {
      const { action } = await wallet.messenger.request('CONNECT_EMAIL', { email: address })
      context.router.push('EmailLogin', {
        email: address,
        action: action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP',
      })
    } catch (error) {
      failure.show(error)
    } finally {
      setBusy(false)
    }
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
      <Button type="submit" disabled={busy || email.trim() === ''}>
        {busy ? t('connect.sending') : t('connect.continue')}
      </Button>
    </form>
  )
}
