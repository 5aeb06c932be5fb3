import { type CSSProperties } from 'react'
import { Button } from '../ui/Button'
import { useT } from '../ui/i18n'
import { IconButton } from '../ui/IconButton'
import { CrossIcon } from '../ui/icons'
import { Skeleton } from '../ui/Skeleton'
import { useModalRuntime } from '../ui/runtime'
import { useAppSelector } from '../ui/store'
import { Text } from '../ui/Text'
import { themeProperties } from './theme'
import { DialogPanel } from './DialogPanel'

/** Shown while a view's plugin or chunk is loading. */
export function ViewSkeleton() {
  const t = useT()
  return <Skeleton label={t('view.loading')} />
}

/** A view that could not load or crashed: the modal stays usable, and Back leads out. */
export function ViewFailed({ onRetry }: { onRetry?: () => void }) {
  const t = useT()
  const modal = useModalRuntime()
  return (
    <div className="view-state">
      <Text>{t('view.failed')}</Text>
      <div className="view-state-actions">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('view.retry')}
          </Button>
        )}
        <Button onClick={() => modal.router.back()}>{t('view.goBack')}</Button>
      </div>
    </div>
  )
}

/** A view nobody provides in this app (no plugin brings it). */
export function ViewUnavailable() {
  const t = useT()
  return (
    <div className="view-state">
      <Text>{t('view.unavailable')}</Text>
    </div>
  )
}

/**
 * The theme's properties as far as they can be had: the host's variables are left out
 * when they are what broke the modal (they cannot break this too).
 */
function useSafeTheme(): { mode: 'light' | 'dark'; style: CSSProperties } {
  const mode = useAppSelector((state) => state.options.themeMode) === 'dark' ? 'dark' : 'light'
  const variables = useAppSelector((state) => state.options.themeVariables)
  let properties
  try {
    properties = themeProperties(mode, variables)
  } catch {
    properties = themeProperties(mode, {})
  }
  return { mode, style: properties as CSSProperties }
}

/**
 * The whole modal failed to render (see ModalBoundary): a dialog of its own, drawn without
 * the parts that may have thrown, with Go back (leaves the view it failed on) and Close.
 */
export function ModalFailed({ onBack }: { onBack: () => void }) {
  const t = useT()
  const modal = useModalRuntime()
  const { mode, style } = useSafeTheme()
  return (
    <div className="root" data-portico-root="" data-theme={mode} style={style}>
      <DialogPanel>
        {(titleId) => (
          <>
            <header className="header">
              <span className="header-side" />
              <h2 id={titleId} className="header-title">
                {t('modal.failedTitle')}
              </h2>
              <span className="header-side">
                <IconButton aria-label={t('modal.close')} onClick={() => modal.close()}>
                  <CrossIcon />
                </IconButton>
              </span>
            </header>
            <div className="view-state" role="alert">
              <Text>{t('modal.failed')}</Text>
              <div className="view-state-actions">
                <Button onClick={onBack}>{t('view.goBack')}</Button>
              </div>
            </div>
          </>
        )}
      </DialogPanel>
    </div>
  )
}
