import {
  Button,
  copyText,
  QrCode,
  Spinner,
  Text,
  useAppDispatch,
  useAppSelector,
  usePluginContext,
  useT,
  type ViewProps,
} from 'portico/ui'
import { signInWithFarcaster } from '../flow'
import { socialStateOf } from '../slice'
import { SOCIAL_STYLES } from './styles'

/**
 * Sign in with Farcaster: the channel's QR code to scan with the Farcaster app, the same link
 * to open on this device (a phone with the app) or copy, and the wait for the approval there.
 * Cancel (or Back) leaves; an expired or failed channel says so, with a new one on demand.
 */
export default function ConnectingFarcaster(_props: ViewProps) {
  const t = useT('socials')
  const context = usePluginContext()
  const dispatch = useAppDispatch()
  const { step, error, farcasterUrl, source } = useAppSelector(socialStateOf)
  const ours = source === 'farcaster'
  const url = ours ? farcasterUrl : undefined
  return (
    <div className="social-status">
      <style>{SOCIAL_STYLES}</style>
      <Text>{t('farcaster.scan')}</Text>
      {url ? (
        <>
          <QrCode value={url} label={t('farcaster.qrLabel')} />
          <div className="social-actions">
            <a className="social-link" href={url} target="_blank" rel="noopener noreferrer">
              {t('farcaster.open')}
            </a>
            <Button
              variant="secondary"
              onClick={() =>
                void dispatch(
                  copyText(url, 'socials:farcaster.copied', 'socials:farcaster.copyFailed'),
                )
              }
            >
              {t('farcaster.copy')}
            </Button>
          </div>
        </>
      ) : (
        step === 'connecting' && <Spinner label={t('farcaster.preparing')} />
      )}
      {ours && step === 'failed' && error ? (
        <>
          <p className="social-error" role="alert">
            {t(error, { provider: 'Farcaster' })}
          </p>
          <Button onClick={() => void signInWithFarcaster(context)}>{t('connecting.retry')}</Button>
        </>
      ) : (
        url && (
          <p role="status" aria-live="polite">
            <Spinner /> {t('farcaster.waiting')}
          </p>
        )
      )}
      <Button variant="secondary" onClick={() => context.router.back()}>
        {t('farcaster.cancel')}
      </Button>
    </div>
  )
}
