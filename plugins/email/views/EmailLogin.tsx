import { useEffect, type FormEvent } from 'react'
import {
  Button,
  Spinner,
  Text,
  useAppDispatch,
  useAppSelector,
  usePluginContext,
  useT,
  type ViewProps,
} from 'portico/ui'
import { isOneTimeCode } from '../email'
import { openLogin, resendCode, verifyCode } from '../loginFlow'
import { codeChanged, loginStateOf } from '../loginSlice'
import type { EmailLoginData } from '../manifest'
import { emailWalletOf } from '../wallet'
import { FrameBox } from './FrameBox'
import { useShownHold } from './FrameHoldView'
import { EMAIL_STYLES } from './styles'
import { useCooldown } from './useCooldown'
import { useWalletWindowState } from './useWalletWindow'
import { InWalletWindow, WalletWindowNotice } from './WalletWindowNotice'

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
  const dispatch = useAppDispatch()
  const wallet = emailWalletOf(context)
  // The login's sequencing is the slice's (loginFlow.ts): this view shows where it stands.
  const step = useAppSelector((state) => loginStateOf(state).step)
  const code = useAppSelector((state) => loginStateOf(state).code)
  const error = useAppSelector((state) => loginStateOf(state).error)
  const sentAt = useAppSelector((state) => loginStateOf(state).sentAt)
  const secondsLeft = useCooldown(sentAt)
  const recoveries = wallet?.recoveries
  const recovery = useShownHold(recoveries)
  const recovering = recovery !== undefined
  const windowState = useWalletWindowState(wallet?.window)

  // Opened on an address the login was not started with (by its data): it starts here.
  useEffect(() => {
    openLogin(context, { email: data.email, action: data.action })
  }, [context, data.email, data.action])

  // Gone from here while the frame asks (Back): the unlock is cancelled there.
  useEffect(() => {
    if (!recovering) return undefined
    return () => {
      if (recoveries?.shown()) recoveries.cancel()
    }
  }, [recovering, recoveries])

  if (!wallet) return <Text className="email-error">{t('errors.loadFailed')}</Text>

  const busy = step === 'verifying'
  const failure = error ? t(error.key, error.values) : undefined
  const resend = () => void resendCode(context, wallet)

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
        <WalletWindowNotice walletWindow={wallet.window} onOpened={resend} />
        {failure ? (
          <>
            <p className="email-error" role="alert">
              {failure}
            </p>
            <Button onClick={resend}>{t('device.retry')}</Button>
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
    void verifyCode(context, wallet)
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
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? errorId : undefined}
        // Six digits are checked at once (the slice's listener).
        onChange={(event) => dispatch(codeChanged(event.target.value))}
      />
      {failure && (
        <p id={errorId} className="email-error" role="alert">
          {failure}
        </p>
      )}
      {busy && (
        <p className="email-status" role="status">
          <Spinner /> {t('code.verifying')}
        </p>
      )}
      <WalletWindowNotice walletWindow={wallet.window} onOpened={resend} />
      <Button type="submit" disabled={busy || !isOneTimeCode(code)}>
        {t('code.verify')}
      </Button>
      <Button variant="secondary" disabled={busy || secondsLeft > 0} onClick={resend}>
        {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
      </Button>
    </form>
  )
}
