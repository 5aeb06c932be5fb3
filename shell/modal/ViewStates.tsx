import { Button } from '../ui/Button'
import { useT } from '../ui/i18n'
import { Skeleton } from '../ui/Skeleton'
import { useModalRuntime } from '../ui/runtime'
import { Text } from '../ui/Text'

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
