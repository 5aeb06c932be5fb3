/**
 * Pages of a third party (a checkout, an exchange) opened from the modal. Their address comes
 * from a service's answer and reaches the page only after the visitor's click, so a tab is
 * opened blank during the click and shown the page when the address has arrived.
 */

/** Only a web page is opened: never `javascript:` or `data:`, whatever a service answers. */
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
 * Opens an empty tab for a page whose address arrives later, cut off from this page. Call it
 * in the click handler itself: browsers let a page open a tab only during the visitor's
 * click. Undefined when the browser blocked it.
 */
export function openBlankTab(): Window | undefined {
  return detached(window.open('', '_blank'))
}

/**
 * Shows `url` in `tab` (opened blank during the click) unless the visitor closed it, else in
 * a new tab cut off from this page. False when the browser blocked that one too. Check the
 * address with `isWebUrl` first.
 */
export function showInTab(url: string, tab: Window | undefined): boolean {
  if (tab && !tab.closed) {
    tab.location.href = url
    return true
  }
  return detached(window.open(url, '_blank')) !== undefined
}
