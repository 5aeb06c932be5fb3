import { usePluginContext, useT } from 'portico/ui'
import { chooseSocial } from '../flow'
import { SOCIAL_BRANDS, type SocialSource } from '../providers'
import { SocialMark } from './SocialMark'

/**
 * One sign-in method: its mark and name, named for what it does ("Continue with GitHub").
 * The click opens the provider's popup at once (a browser allows it only there).
 */
export function SocialButton({ source }: { source: SocialSource }) {
  const t = useT('socials')
  const context = usePluginContext()
  const { name } = SOCIAL_BRANDS[source]
  return (
    <button
      type="button"
      className="social-button"
      aria-label={t('connect.with', { provider: name })}
      data-social={source}
      onClick={() => chooseSocial(context, source)}
    >
      <SocialMark source={source} />
      <span>{name}</span>
    </button>
  )
}
