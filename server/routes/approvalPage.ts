import { createHash } from 'node:crypto'
import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { PendingApproval } from '../devices'
import { formatPlace, type Place } from '../geoip/database'
import { mailStrings, type MailStrings } from '../mail/strings'

/**
 * The pages of the approval link: read by a person, in their mail client's browser. Plain
 * server-rendered HTML in the reader's language (server/mail/locales): no script, one
 * stylesheet allowed by its hash, a form that posts to the service itself, and never framed.
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

type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/** A translated text with markup in place of its placeholders, the text itself escaped. */
function fill(text: string, values: Record<string, Html>): Html {
  return text
    .split(/{{\s*(\w+)\s*}}/)
    .reduce<Html>(
      (done, part, index) =>
        index % 2 === 0 ? html`${done}${part}` : html`${done}${values[part] ?? part}`,
      html``,
    )
}

function layout(strings: MailStrings, title: string, body: Html) {
  return html`<!doctype html>
    <html lang="${strings.language}" ${strings.rightToLeft ? raw('dir="rtl"') : ''}>
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

/** The outcomes of a POST, and a link that is not valid. */
export type PageMessage = 'notValid' | 'notApproved' | 'approved'

/** A page with one paragraph: the outcome of a POST, or a link that is not valid. */
export function messagePage(strings: MailStrings, message: PageMessage) {
  return layout(
    strings,
    strings.t(`page.${message}Title`),
    html`<p>${strings.t(`page.${message}Text`)}</p>`,
  )
}

/** "Chrome on Linux" from a User-Agent header; "An unknown browser" when it says nothing known. */
export function describeUserAgent(
  userAgent: string,
  { t }: MailStrings = mailStrings('en'),
): string {
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
  if (browser && system) return t('page.browserOnSystem', { browser, system })
  if (browser) return browser
  if (system) return t('page.someBrowserOnSystem', { system })
  return t('page.unknownBrowser')
}

/** When the approval was asked for, in UTC: the reader's time zone is not known. */
function formatTime(createdAt: number, language: MailStrings['language']): string {
  // English as in Britain: day, month, year, a 24-hour clock, as a reader anywhere takes it.
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(createdAt)
}

/**
 * What is being approved, and the button that approves it (a form POST with the link's token
 * and the form token bound to this approval). Opening this page changes nothing.
 */
export function approvalPage(
  approval: PendingApproval & { place?: Place | undefined },
  fields: { token: string; form: string },
  strings: MailStrings = mailStrings('en'),
) {
  const { t } = strings
  const signUp = approval.userId === null
  const title = t(signUp ? 'page.titleSignUp' : 'page.titleDevice')
  const intro = fill(strings.template(signUp ? 'page.introSignUp' : 'page.introDevice'), {
    email: html`<strong>${approval.email}</strong>`,
  })
  // The GeoIP database's place of the asking network beside the network; without one (no
  // database, a private network, one it does not place), that the place is unknown.
  const network = t('page.placeNetwork', { network: approval.network })
  const place =
    approval.network === 'unknown'
      ? t('page.placeUnknown')
      : `${approval.place ? formatPlace(approval.place) : t('page.placeUnknown')} (${network})`
  return layout(
    strings,
    title,
    html`<p>${intro}</p>
      <p>${t('page.onlyIfYours')}</p>
      <dl>
        <dt>${t('page.device')}</dt>
        <dd>${describeUserAgent(approval.userAgent, strings)}</dd>
        <dt>${t('page.site')}</dt>
        <dd>${approval.pageOrigin ?? t('page.siteUnknown')}</dd>
        <dt>${t('page.place')}</dt>
        <dd>${place}</dd>
        <dt>${t('page.time')}</dt>
        <dd>${t('page.timeUtc', { time: formatTime(approval.createdAt, strings.language) })}</dd>
      </dl>
      <form method="post" action="approve">
        <input type="hidden" name="token" value="${fields.token}" />
        <input type="hidden" name="form" value="${fields.form}" />
        <button type="submit">${t('page.approve')}</button>
      </form>
      <p>${t('page.notYou')}</p>`,
  )
}
