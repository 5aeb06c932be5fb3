import { createSelector } from '@reduxjs/toolkit'
import type { AlertsState } from './slice'

/** The alerts not dismissed, as one array until the list changes. */
export const selectVisibleAlerts = createSelector(
  (state: { alerts: AlertsState }) => state.alerts.list,
  (list) => list.filter((alert) => !alert.dismissed),
)
