import { useState, type FormEvent } from 'react'
import { frameStorage } from '../frame/storage'
import { Button, Text, usePluginContext, useT, type ViewProps } from 'portico/ui'
import { isEmailAddress, isOneTimeCode } from '../email'
import { emailWalletOf } from '../wallet'
import { EMAIL_STYLES } from './styles'
import { useFrameError } from './useFrameError'

type Step = 'address' | 'primary' | 'secondary' | 'done'

/**
 * Changing the e-mail of the embedded wallet: the new address, then
 * the code sent to the current address, then the code sent to the new one. Signed in by
 * e-mail only; a failure says why and keeps what was typed.
 */
export default function UpdateEmailWallet(_props: ViewProps) {
  const t = useT('email')
  const context = usePluginContext()
  const wallet = emailWalletOf(context)
  const [step, setStep] = useState<Step>('address')
  const [value, setValue] = useState('')
  const [newEmail, setNewEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const failure = useFrameError()

  if (!wallet?.provider.user()) {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <Text>{t('update.notSignedIn')}</Text>
      </div>
    )
  }

  const run = async (work: () => Promise<void>) => {
    failure.clear()
    setBusy(true)
    try {
      await work()
    } catch (error) {
      failure.show(error)
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = value.trim()
    if (step === 'address') {
      if (!isEmailAddress(input)) {
        failure.show(new Error(t('errors.invalidEmail')))
        return
      }
      void run(async () => {
        await wallet.messenger.request('UPDATE_EMAIL', { email: input })
        setNewEmail(input)
        setValue('')
        setStep('primary')
      })
    } else if (step === 'primary') {
      if (!isOneTimeCode(input)) return
      void run(async () => {
        await wallet.messenger.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: input })
        setValue('')
        setStep('secondary')
      })
    } else if (step === 'secondary') {
      if (!isOneTimeCode(input)) return
      void run(async () => {
        const result = await wallet.messenger.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: input })
        // Success on the secondary update stores the flag and the new e-mail.
        frameStorage.recordLoginSuccess(result.newEmail)
        setNewEmail(result.newEmail)
        setStep('done')
      })
    }
  }

  if (step === 'done') {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <Text role="status">{t('update.done', { email: newEmail })}</Text>
        <Button onClick={() => context.router.back()}>{t('update.back')}</Button>
      </div>
    )
  }

  const isAddress = step === 'address'
  const label = isAddress
    ? t('update.newLabel')
    : step === 'primary'
      ? t('update.primaryLabel', { email: wallet.provider.user()?.email ?? '' })
      : t('update.secondaryLabel', { email: newEmail })
  const errorId = 'email-update-error'
  return (
    <form className="email email-form" onSubmit={submit} noValidate>
      <style>{EMAIL_STYLES}</style>
      <label className="email-label" htmlFor="email-update-input">
        {label}
      </label>
      <input
        id="email-update-input"
        className={isAddress ? 'text-field-input' : 'text-field-input email-code'}
        type={isAddress ? 'email' : 'text'}
        inputMode={isAddress ? 'email' : 'numeric'}
        autoComplete={isAddress ? 'email' : 'one-time-code'}
        maxLength={isAddress ? 254 : 6}
        value={value}
        aria-invalid={failure.error ? true : undefined}
        aria-describedby={failure.error ? errorId : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {failure.error && (
        <p id={errorId} className="email-error" role="alert">
          {failure.error}
        </p>
      )}
      <Button type="submit" disabled={busy || value.trim() === ''}>
        {isAddress ? t('update.sendCode') : t('code.verify')}
      </Button>
    </form>
  )
}
