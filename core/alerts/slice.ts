import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AlertCode } from './catalogue'

export interface RaisedAlert {
  code: AlertCode
  /** Values for the message, e.g. the plugin id that failed. */
  values?: Record<string, string>
  dismissed: boolean
}

export interface AlertsState {
  list: RaisedAlert[]
}

const sameAlert = (a: RaisedAlert, code: AlertCode, values?: Record<string, string>) =>
  a.code === code && JSON.stringify(a.values ?? {}) === JSON.stringify(values ?? {})

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState: { list: [] } as AlertsState,
  reducers: {
    /** Raising an alert that is already listed does not repeat it. */
    alertRaised(
      state,
      action: PayloadAction<{ code: AlertCode; values?: Record<string, string> }>,
    ) {
      const { code, values } = action.payload
      if (state.list.some((alert) => sameAlert(alert, code, values))) return
      state.list.push(values ? { code, values, dismissed: false } : { code, dismissed: false })
    },
    alertDismissed(state, action: PayloadAction<AlertCode>) {
      for (const alert of state.list) if (alert.code === action.payload) alert.dismissed = true
    },
  },
})

export const { alertRaised, alertDismissed } = alertsSlice.actions
