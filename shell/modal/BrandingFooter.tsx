import { selectEnabledFeatures } from '../../core/features/selectors'
import { selectCurrentView } from '../../core/router/selectors'
import type { ViewId } from '../../core/router/views'
import { useT } from '../ui/i18n'
import { useAppSelector } from '../ui/store'

// The views a visitor starts from; the flows opened from them stay uncluttered.
const BRANDED_VIEWS: ReadonlySet<ViewId> = new Set<ViewId>(['Connect', 'Account'])

/**
 * The kit's credit line at the bottom of Connect and Account, while the `reownBranding`
 * feature is on (the host's option, then the project's remote config).
 */
export function BrandingFooter() {
  const t = useT()
  const view = useAppSelector(selectCurrentView)
  const enabled = useAppSelector((state) => selectEnabledFeatures(state).reownBranding)
  if (!enabled || !BRANDED_VIEWS.has(view)) return null
  return <p className="branding">{t('modal.poweredBy')}</p>
}
