import { showInTab } from 'portico/plugin'

/** What the exchange step ends with: where, and how. */
export interface ExchangePaymentResult {
  url: string
  openInNewTab: boolean
}

/**
 * Shows the exchange's page: in the tab opened for it during the click, else in a new tab,
 * else (the browser blocked both, or the host asked for it) in this tab.
 */
export function openExchangePage(
  { url, openInNewTab }: ExchangePaymentResult,
  tab: Window | undefined,
): void {
  if (openInNewTab && showInTab(url, tab)) return
  window.location.assign(url)
}
