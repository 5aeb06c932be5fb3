import { useAppSelector, usePluginContext, useT, type ViewProps } from 'portico/ui'
import { embeddedWalletOf } from '../flow'
import { socialLayout } from '../providers'
import { SocialButton } from './SocialButton'
import { SOCIAL_STYLES } from './styles'

/**
 * The Connect view's socials section: the host's `features.socials` in its order, the first
 * ones as buttons and, when there are more than fit, a button to the rest.
 */
export default function SocialsConnect(_props: ViewProps) {
  const t = useT('socials')
  const context = usePluginContext()
  const list = useAppSelector((state) => state.options.features.socials)
  const { shown, more } = socialLayout(list)
  // Drawn again when the e-mail plugin, which lends the embedded wallet, is set up.
  useAppSelector((state) => state.plugins.byId.email?.status)
  // No e-mail plugin, or no auth service (it logged why): nothing to sign in to.
  if (!embeddedWalletOf(context) || shown.length === 0) return null
  return (
    <div className="socials" role="group" aria-label={t('connect.label')}>
      <style>{SOCIAL_STYLES}</style>
      {shown.map((source) => (
        <SocialButton key={source} source={source} />
      ))}
      {more.length > 0 && (
        <button
          type="button"
          className="social-button"
          aria-label={t('connect.moreLabel', { count: more.length })}
          onClick={() => context.router.push('SocialsMore')}
        >
          <span className="social-mark" aria-hidden="true">
            ⋯
          </span>
          <span>{t('connect.more')}</span>
        </button>
      )}
    </div>
  )
}
