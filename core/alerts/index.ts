export { ALERTS } from './catalogue'
export type { AlertCode, AlertSeverity } from './catalogue'
export { alertsSlice, alertRaised, alertDismissed, selectVisibleAlerts } from './slice'
export type { AlertsState, RaisedAlert } from './slice'
