/**
 * The alerts the kit raises. Each code has a translation key under `alerts.<code>` and a
 * severity; the shell shows raised alerts as banners and they are logged for the host.
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: 'warning',
  INVALID_APP_CONFIGURATION: 'error',
  SESSION_EXPIRED: 'warning',
  INVALID_PROJECT_ID: 'error',
  PROJECT_ID_NOT_CONFIGURED: 'error',
  SERVER_ERROR: 'warning',
  RATE_LIMITED: 'warning',
  EMBEDDED_WALLET_LOAD_FAILED: 'error',
  EMBEDDED_WALLET_REQUEST_TIMEOUT: 'error',
  IFRAME_LOAD_FAILED: 'error',
  UNVERIFIED_DOMAIN: 'warning',
  SWITCH_NETWORK_NOT_FOUND: 'warning',
  PLUGIN_FAILED: 'error',
} as const

export type AlertCode = keyof typeof ALERTS
export type AlertSeverity = (typeof ALERTS)[AlertCode]
