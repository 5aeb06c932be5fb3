/**
 * The `wc:` URI a link hands the demo mobile wallet, in either form it is opened with:
 * `mobile-wallet.html?uri=wc:…` (a deep link typed by hand or a test), or the kit's universal
 * link built from the wallet list's `mobile_link` (`mobile-wallet.html#` + `/wc?uri=…`, the
 * fragment keeping any static server out of it). Undefined when the link carries none.
 */
export function pairingUriOf(location: Pick<Location, 'search' | 'hash'>): string | undefined {
  const fromQuery = new URLSearchParams(location.search).get('uri')
  const hash = location.hash.replace(/^#\/?/, '')
  const fromHash = hash.startsWith('wc?') ? new URLSearchParams(hash.slice(3)).get('uri') : null
  const uri = (fromQuery ?? fromHash)?.trim()
  return uri?.startsWith('wc:') ? uri : undefined
}
