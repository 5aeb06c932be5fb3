/** What the exchange step ends with: where, and how. */
export interface ExchangePaymentResult {
  url: string
  openInNewTab: boolean
}

/** Only a web page is opened: never `javascript:` or `data:`, whatever the service answers. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** A new tab that cannot reach back into the host page through `window.opener`. */
function detached(tab: Window | null): Window | undefined {
  if (!tab) return undefined
  tab.opener = null
  return tab
}

/**
 * Opens an empty tab for the exchange's page. Called in the click handler itself: browsers
 * let a page open a tab only during the visitor's click, and the pay URL arrives later.
 */
export function openBlankTab(): Window | undefined {
  return detached(window.open('', '_blank'))
}

/**
 * Shows the exchange's page: in the tab opened for it during the click, else in a new tab,
 * else (the browser blocked both, or the host asked for it) in this tab.
 */
export function openExchangePage(
  { url, openInNewTab }: ExchangePaymentResult,
  tab: Window | undefined,
): void {
  if (openInNewTab) {
    if (tab && !tab.closed) {
      tab.location.href = url
      return
    }
    if (detached(window.open(url, '_blank'))) return
  }
  window.location.assign(url)
}
