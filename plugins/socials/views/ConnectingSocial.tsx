import { Button, Spinner, Text, useAppSelector, usePluginContext, useT } from 'portico/ui'
import type { ViewProps } from 'portico/ui'
import type { ConnectingSocialData } from '../manifest'
import { chooseSocial } from '../flow'
import { isPopupProvider, SOCIAL_BRANDS } from '../providers'
import { socialStateOf } from '../slice'
import { SocialMark } from './SocialMark'
import { SOCIAL_STYLES } from './styles'

/**
 * While the visitor signs in at the provider: its mark and name, and what happens. A failure
 * ('popup closed', refused, failed) says so, with a button to try again (which opens a new
 * popup in its click).
 */
export default function ConnectingSocial({ data }: ViewProps<ConnectingSocialData | undefined>) {
  const t = useT('socials')
  const context = usePluginContext()
  const { step, error } = useAppSelector(socialStateOf)
  const provider = isPopupProvider(data?.provider) ? data.provider : undefined
  if (!provider) return null
  const { name } = SOCIAL_BRANDS[provider]
  return (
    <div className="social-status">
      <style>{SOCIAL_STYLES}</style>
      <SocialMark source={provider} large />
      <Text as="h3" variant="title">
        {t('connecting.title', { provider: name })}
      </Text>
      {step === 'failed' && error ? (
        <>
          <p className="social-error" role="alert">
            {t(error, { provider: name })}
          </p>
          <div className="social-actions">
            <Button onClick={() => chooseSocial(context, provider, { replace: true })}>
              {t('connecting.retry')}
            </Button>
          </div>
        </>
      ) : step === 'connecting' ? (
        <p role="status" aria-live="polite">
          <Spinner /> {t('connecting.waiting', { provider: name })}
        </p>
      ) : (
        <div className="social-actions">
          <Button onClick={() => chooseSocial(context, provider, { replace: true })}>
            {t('connect.with', { provider: name })}
          </Button>
        </div>
      )}
    </div>
  )
}
