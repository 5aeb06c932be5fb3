import { PorticoError } from '../../errors/PorticoError'

/** The link fields of a wallet list item; any of them may be missing or null. */
export interface WalletLinkSource {
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
}

/** A link that hands a pairing URI to a wallet: its own app scheme, or a universal link. */
export interface WalletLink {
  href: string
  /** `native` opens an installed app in place; `universal` is a web address (new tab). */
  kind: 'native' | 'universal'
}

const HTTP = /^https?:\/\//i
// A scheme alone, with or without its colon and slashes: `metamask`, `metamask:`, `metamask://`.
const SCHEME_ONLY = /^([a-z][a-z0-9+.-]*):?\/*$/i
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
// The wallet list comes from a remote service: a link must not run script or read local data.
const FORBIDDEN_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
])

const withUri = (base: string, uri: string) => `${base}wc?uri=${encodeURIComponent(uri)}`
const trimTrailingSlashes = (link: string) => link.replace(/\/+$/, '')

function schemeOf(link: string): string | undefined {
  return (SCHEME_ONLY.exec(link) ?? SCHEME.exec(link))?.[1]?.toLowerCase()
}

/** An http(s) universal link with the URI: `https://x.app.link/` → `https://x.app.link/wc?uri=…`. */
export function universalLink(link: string, uri: string): string {
  return withUri(`${trimTrailingSlashes(link.trim())}/`, uri)
}

/**
 * A native app link with the URI: `metamask://` (or `metamask:`, `metamask`) →
 * `metamask://wc?uri=…`; a link with a path keeps it: `zerion://wallet/` →
 * `zerion://wallet/wc?uri=…`.
 */
export function nativeLink(link: string, uri: string): string {
  const trimmed = link.trim()
  const scheme = SCHEME_ONLY.exec(trimmed)?.[1]
  if (scheme) return withUri(`${scheme}://`, uri)
  return withUri(`${trimTrailingSlashes(trimmed)}/`, uri)
}

/** The link for one wallet link field, or undefined when it is empty or not a safe link. */
function linkFor(link: string | null | undefined, uri: string): WalletLink | undefined {
  const trimmed = link?.trim()
  if (!trimmed) return undefined
  if (HTTP.test(trimmed)) return { href: universalLink(trimmed, uri), kind: 'universal' }
  const scheme = schemeOf(trimmed)
  if (!scheme || FORBIDDEN_SCHEMES.has(scheme) || scheme === 'http' || scheme === 'https') {
    return undefined
  }
  return { href: nativeLink(trimmed, uri), kind: 'native' }
}

/**
 * How to send the visitor to `wallet` with the pairing URI: on a phone its mobile link
 * (an app scheme or a universal link), on a computer its desktop app; the web app where
 * the wallet has nothing else. Undefined when the wallet has no usable link.
 */
export function walletLink(
  wallet: WalletLinkSource,
  uri: string,
  device: 'mobile' | 'desktop',
): WalletLink | undefined {
  const own = device === 'mobile' ? wallet.mobile_link : wallet.desktop_link
  return linkFor(own, uri) ?? linkFor(wallet.webapp_link, uri)
}

/**
 * The link "Copy link" copies: the raw `wc:` URI, which any WalletConnect wallet accepts
 * pasted or scanned.
 * @throws PorticoError `INVALID_PAIRING_URI` for anything that is not a `wc:` URI.
 */
export function copyLink(uri: string): string {
  if (!uri.startsWith('wc:')) {
    throw new PorticoError('INVALID_PAIRING_URI', 'Only a wc: pairing URI can be copied')
  }
  return uri
}
