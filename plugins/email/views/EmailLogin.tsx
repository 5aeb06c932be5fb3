import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, Spinner, Text, usePluginContext, useT, type ViewProps } from 'portico/ui'
import { isOneTimeCode } from '../email'
import { frameErrorCode } from '../errors'
import type { EmailLoginData } from '../manifest'
import { finishSignIn } from '../signIn'
import { emailWalletOf } from '../wallet'
import { FrameBox } from './FrameBox'
import { useShownHold } from './FrameHoldView'
import { EMAIL_STYLES } from './styles'
import { useCooldown } from './useCooldown'
import { useFrameError } from './useFrameError'
import { useWalletWindowState } from './useWalletWindow'
import { InWalletWindow, WalletWindowNotice } from './WalletWindowNotice'

type Step = 'device' | 'code'

/**
 * The e-mail login after the address: on a new device, "check your mailbox to approve this
 * device" until the approval link is opened; then the 6-digit code (wrong, expired and
 * too-many-tries say so), with Resend after the 30 s cooldown. A right code connects; if the
 * wallet asks the visitor first (a recovery passkey or password to choose for a new wallet,
 * or to give on a new device), the frame shows here in place of the code until it is done,
 * and leaving the view cancels it. Where the wallet runs in its window, that screen is in the
 * window, and a window closed meanwhile is said here with the button that opens it again.
 */
export default function EmailLogin({ data }: ViewProps<EmailLoginData>) {
  const t = useT('email')
  const context = usePluginContext()
  const wallet = emailWalletOf(context)
  const [step, setStep] = useState<Step>(data.action === 'VERIFY_DEVICE' ? 'device' : 'code')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const failure = useFrameError()
  const cooldown = useCooldown()
  const submitted = useRef<string | undefined>(undefined)
  const recoveries = wallet?.recoveries
  const recovery = useShownHold(recoveries)
  const recovering = recovery !== undefined
  const windowState = useWalletWindowState(wallet?.window)

  // Gone from here while the frame asks (Back): the unlock is cancelled there.
  useEffect(() => {
    if (!recovering) return undefined
    return () => {
      if (recoveries?.shown()) recoveries.cancel()
    }
  }, [recovering, recoveries])

  // A new device waits for its approval (the frame's long poll, bounded by 120 s).
  useEffect(() => {
    if (step !== 'device' || !wallet) return
    let live = true
    failure.clear()
    wallet.messenger.request('CONNECT_DEVICE', {}).then(
      () => {
        if (!live) return
        cooldown.restart()
        setStep('code')
      },
      (error: unknown) => {
        if (live) failure.show(error)
      },
    )
    return () => {
      live = false
    }
    // Once per device step; the helpers are stable enough for this one request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, wallet])

  if (!wallet) return <Text className="email-error">{t('errors.loadFailed')}</Text>

  const verify = async (value: string) => {
    if (!isOneTimeCode(value) || busy || submitted.current === value) return
    submitted.current = value
    failure.clear()
    setBusy(true)
    try {
      await finishSignIn(context, wallet, value)
    } catch (error) {
      submitted.current = undefined
      // A device known to the address whose wallet share is gone: the frame asks the service
      // for the approval link, whose sign-in recovers the wallet here.
      if (frameErrorCode(error) === 'RECOVERY_REQUIRED') void resend()
      else failure.show(error)
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    failure.clear()
    setCode('')
    submitted.current = undefined
    try {
      const { action } = await wallet.messenger.request('CONNECT_EMAIL', { email: data.email })
      cooldown.restart()
      setStep(action === 'VERIFY_DEVICE' ? 'device' : 'code')
    } catch (error) {
      failure.show(error)
    }
  }

  if (recovery) {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <Text variant="title" as="h2">
          {t('recovery.title')}
        </Text>
        {windowState === 'embedded' ? (
          <>
            <FrameBox
              messenger={wallet.messenger}
              active
              height={recovery.height}
              title={t('recovery.frameTitle')}
              testId="recovery-frame-box"
            />
            <p className="email-status" role="status">
              {t('recovery.hint')}
            </p>
          </>
        ) : (
          <InWalletWindow walletWindow={wallet.window} text={t('recovery.inWindow')} />
        )}
      </div>
    )
  }

  if (step === 'device') {
    return (
      <div className="email">
        <style>{EMAIL_STYLES}</style>
        <Text variant="title" as="h2">
          {t('device.title')}
        </Text>
        <Text>{t('device.text', { email: data.email })}</Text>
        <WalletWindowNotice walletWindow={wallet.window} onOpened={() => void resend()} />
        {failure.error ? (
          <>
            <p className="email-error" role="alert">
              {failure.error}
            </p>
            <Button onClick={() => void resend()}>{t('device.retry')}</Button>
          </>
        ) : (
          <p className="email-status" role="status">
            <Spinner /> {t('device.waiting')}
          </p>
        )}
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void verify(code)
  }
  const errorId = 'email-login-error'
  return (
    <form className="email email-form" onSubmit={submit} noValidate>
      <style>{EMAIL_STYLES}</style>
      <Text>{t('code.text', { email: data.email })}</Text>
      <label className="email-label" htmlFor="email-login-code">
        {t('code.label')}
      </label>
      <input
        id="email-login-code"
        className="text-field-input email-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        disabled={busy}
        aria-invalid={failure.error ? true : undefined}
        aria-describedby={failure.error ? errorId : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6)
          setCode(digits)
          if (digits.length === 6) void verify(digits)
        }}
      />
      {failure.error && (
        <p id={errorId} className="email-error" role="alert">
          {failure.error}
        </p>
      )}
      {busy && (
        <p className="email-status" role="status">
          <Spinner /> {t('code.verifying')}
        </p>
      )}
      <WalletWindowNotice walletWindow={wallet.window} onOpened={() => void resend()} />
      <Button type="submit" disabled={busy || !isOneTimeCode(code)}>
        {t('code.verify')}
      </Button>
      <Button
        variant="secondary"
        disabled={busy || cooldown.secondsLeft > 0}
        onClick={() => void resend()}
      >
        {cooldown.secondsLeft > 0
          ? t('code.resendIn', { seconds: cooldown.secondsLeft })
          : t('code.resend')}
      </Button>
    </form>
  )
}
