/** Only a web page is opened: never `javascript:` or `data:`, whatever the service answers. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * Opens an empty tab for the provider's checkout, cut off from this page (`opener` cleared).
 * Called in the click handler itself: browsers let a page open a tab only during the
 * visitor's click, and the checkout URL arrives later.
 */
export function openBlankTab(): Window | undefined {
  const tab = window.open('', '_blank')
  if (!tab) return undefined
  tab.opener = null
  return tab
}

/** Shows the checkout in the tab opened for it during the click, else in a new tab. */
export function showCheckout(url: string, tab: Window | undefined): void {
  if (tab && !tab.closed) {
    tab.location.href = url
    return
  }
  window.open(url, '_blank', 'noopener')
}
