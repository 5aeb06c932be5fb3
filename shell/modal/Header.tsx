import { selectHeaderActions } from '../../core/plugin/contributions'
import { selectCanGoBack, selectCurrentView } from '../../core/router/selectors'
import { useT } from '../ui/i18n'
import { IconButton } from '../ui/IconButton'
import { BackIcon, CrossIcon } from '../ui/icons'
import { useModalRuntime } from '../ui/runtime'
import { useAppSelector } from '../ui/store'
import { useManifestText } from '../ui/useManifestText'
import { useViewTitle } from './useViewTitle'

/** Back (when there is a view to go back to), the current view's title, and close. */
export function Header({ titleId }: { titleId: string }) {
  const t = useT()
  const modal = useModalRuntime()
  const canGoBack = useAppSelector(selectCanGoBack)
  const view = useAppSelector(selectCurrentView)
  const title = useViewTitle(view)
  const label = useManifestText()
  // Buttons plugins contribute (a gas tracker, a help view), on the views they name.
  const actions = useAppSelector(selectHeaderActions).filter(
    (action) => action.on === undefined || action.on.includes(view),
  )

  return (
    <header className="header">
      <span className="header-side">
        {canGoBack && (
          <IconButton aria-label={t('modal.back')} onClick={() => modal.router.back()}>
            <BackIcon />
          </IconButton>
        )}
      </span>
      {/* Keyed by the text so each new title fades in. */}
      <h2 key={title} id={titleId} className="header-title">
        {title}
      </h2>
      <span className="header-side">
        {actions.map((action) => (
          <IconButton
            key={`${action.owner}:${action.id}`}
            aria-label={label(action.label, action.owner)}
            onClick={() => modal.router.push(action.view)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={action.iconPath} fill="currentColor" />
            </svg>
          </IconButton>
        ))}
        <IconButton aria-label={t('modal.close')} onClick={() => modal.close()}>
          <CrossIcon />
        </IconButton>
      </span>
    </header>
  )
}
