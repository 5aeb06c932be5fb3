// The page that plays the Farcaster app: what asks to sign in, and one button per demo account.
// A demo part in English only; plain forms, no script, every control a labelled button.
import { FARCASTER_ACCOUNTS } from './accounts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

export const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
ul{list-style:none;padding:0}li{margin:.5rem 0}button{font:inherit;padding:.6rem 1rem;width:100%;cursor:pointer}`

function page(title: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${main}</main></body></html>`
}

/** The approval screen for a channel: the asking domain, and the accounts to sign in with. */
export function connectPage(channelToken: string, domain: string): string {
  const accounts = FARCASTER_ACCOUNTS.map(
    (account) =>
      `<li><button type="submit" name="fid" value="${account.fid}">${escapeHtml(
        `Sign in as @${account.username} (${account.displayName}, fid ${account.fid})`,
      )}</button></li>`,
  ).join('')
  return page(
    'Farcaster',
    `<h1>Sign in to ${escapeHtml(domain)}?</h1>
<p>A local stand-in of the Farcaster app, for the demo: your custody key signs the request.</p>
<form method="post" action="/connect" aria-label="Farcaster accounts">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<ul>${accounts}</ul></form>`,
  )
}

export function donePage(username: string): string {
  return page(
    'Farcaster',
    `<h1>Signed in as @${escapeHtml(username)}</h1><p role="status">Return to the site.</p>`,
  )
}

export function endedPage(): string {
  return page(
    'Farcaster',
    `<h1>This sign-in has ended</h1><p role="alert">Start again from the site.</p>`,
  )
}
