import { ALERTS } from '../../core/alerts/catalogue'
import { selectVisibleAlerts } from '../../core/alerts/selectors'
import { alertDismissed } from '../../core/alerts/slice'
import { useT } from '../ui/i18n'
import { IconButton } from '../ui/IconButton'
import { CrossIcon, WarningIcon } from '../ui/icons'
import { useAppDispatch, useAppSelector } from '../ui/store'

/** Raised alerts as banners; errors interrupt (role alert), warnings wait their turn. */
export function Alerts() {
  const t = useT()
  const dispatch = useAppDispatch()
  const alerts = useAppSelector(selectVisibleAlerts)
  if (alerts.length === 0) return null
  return (
    <div className="alerts">
      {alerts.map((alert) => {
        const severity = ALERTS[alert.code]
        return (
          <div
            key={`${alert.code}:${JSON.stringify(alert.values ?? {})}`}
            className="alert"
            data-severity={severity}
            role={severity === 'error' ? 'alert' : 'status'}
          >
            <WarningIcon className="alert-icon" />
            <p className="alert-text">{t(`alerts.${alert.code}`, alert.values)}</p>
            <IconButton
              aria-label={t('alerts.dismiss')}
              onClick={() => dispatch(alertDismissed(alert.code))}
            >
              <CrossIcon />
            </IconButton>
          </div>
        )
      })}
    </div>
  )
}
