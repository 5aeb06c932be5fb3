import { createHash } from 'node:crypto'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { PendingApproval } from '../devices'

/**
 * The pages of the approval link: read by a person, in their mail client's browser. Plain
 * server-rendered HTML in English: no script, one stylesheet allowed by its hash, a form that
 * posts to the service itself, and never framed.
 */

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;' +
  'line-height:1.5;color:#1a1a1a}dl{display:grid;grid-template-columns:max-content 1fr;' +
  'gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}' +
  'button{font:inherit;padding:.6rem 1.4rem;border-radius:.5rem;border:0;background:#1f5eff;' +
  'color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #0b2f80;outline-offset:2px}'

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')
// Made apart from the page's template, so its text is exactly what the hash is of.
const STYLE_ELEMENT = raw(`<style>${STYLE}</style>`)

/** The headers of every approval page: it runs nothing, loads nothing, posts only to itself. */
export const PAGE_HEADERS = {
  'content-security-policy':
    `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; ` +
    `base-uri 'none'; frame-ancestors 'none'`,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`
}

/** A page with one paragraph: the outcome of a POST, or a link that is not valid. */
export function messagePage(title: string, text: string) {
  return layout(title, html`<p>${text}</p>`)
}

/** "Chrome on Linux" from a User-Agent header; "An unknown browser" when it says nothing known. */
export function describeUserAgent(userAgent: string): string {
  const browser = /Edg(e|A|iOS)?\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /SamsungBrowser\//.test(userAgent)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : undefined
  const system = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /CrOS/.test(userAgent)
          ? 'ChromeOS'
          : /Macintosh|Mac OS X/.test(userAgent)
            ? 'macOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : undefined
  if (browser && system) return `${browser} on ${system}`
  if (browser) return browser
  if (system) return `A browser on ${system}`
  return 'An unknown browser'
}

const TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/**
 * What is being approved, and the button that approves it (a form POST with the link's token
 * and the form token bound to this approval). Opening this page changes nothing.
 */
export function approvalPage(approval: PendingApproval, fields: { token: string; form: string }) {
  const signUp = approval.userId === null
  const title = signUp ? 'Confirm your e-mail address?' : 'Approve sign-in on a new device?'
  const intro = signUp
    ? html`Someone asked to sign in to a new wallet with <strong>${approval.email}</strong>.`
    : html`Someone asked to sign in to the wallet of <strong>${approval.email}</strong> on a device
        it has not signed in from before.`
  return layout(
    title,
    html`<p>${intro} Approve only if this request is yours:</p>
      <dl>
        <dt>Device</dt>
        <dd>${describeUserAgent(approval.userAgent)}</dd>
        <dt>Site</dt>
        <dd>${approval.pageOrigin ?? 'unknown'}</dd>
        <dt>Approximate place</dt>
        <dd>${approval.network === 'unknown' ? 'unknown' : `network ${approval.network}`}</dd>
        <dt>Time</dt>
        <dd>${TIME.format(approval.createdAt)} UTC</dd>
      </dl>
      <form method="post" action="approve">
        <input type="hidden" name="token" value="${fields.token}" />
        <input type="hidden" name="form" value="${fields.form}" />
        <button type="submit">Approve</button>
      </form>
      <p>If it is not you, close this page: nothing is approved, and your wallet stays safe.</p>`,
  )
}
