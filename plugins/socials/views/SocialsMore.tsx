import { useAppSelector, useT, type ViewProps } from 'portico/ui'
import { socialLayout } from '../providers'
import { SocialButton } from './SocialButton'
import { SOCIAL_STYLES } from './styles'

/** The sign-in methods the Connect view's section had no room for, as a grid. */
export default function SocialsMore(_props: ViewProps) {
  const t = useT('socials')
  const list = useAppSelector((state) => state.options.features.socials)
  const { more } = socialLayout(list)
  return (
    <div className="socials-grid" role="group" aria-label={t('connect.label')}>
      <style>{SOCIAL_STYLES}</style>
      {more.map((source) => (
        <SocialButton key={source} source={source} />
      ))}
    </div>
  )
}
