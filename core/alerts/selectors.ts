import { createSelector } from '@reduxjs/toolkit'
import type { AlertsState, RaisedAlert } from './slice'

const NO_ALERTS: readonly RaisedAlert[] = []

/**
 * The alerts not dismissed, as one array until the list changes; none before the alerts
 * slice is attached (core/alerts/attach).
 */
export const selectVisibleAlerts = createSelector(
  (state: { alerts?: AlertsState }) => state.alerts?.list ?? NO_ALERTS,
  (list) => list.filter((alert) => !alert.dismissed),
)
