// The stand-in provider's pages: pick a demo person, then allow or deny the site. A demo part
// in English only; plain forms, no script, every control a labelled button.
import { DEMO_PEOPLE } from './people'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** Display names of the providers this stand-in plays. */
const TITLES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  discord: 'Discord',
  x: 'X',
  apple: 'Apple',
  facebook: 'Facebook',
}
export const providerTitle = (name: string) => TITLES[name] ?? name

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
ul{list-style:none;padding:0}li{margin:.5rem 0}button{font:inherit;padding:.6rem 1rem;width:100%;text-align:left;cursor:pointer}
.note{color:#555;font-size:.9rem}`

/** The pages' headers: no script may run, no other site may frame them. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://127.0.0.1:* http://localhost:*; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
}

function page(title: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${main}</main></body></html>`
}

/** The sign-in page: one button per demo person. */
export function signInPage(provider: string, action: string): string {
  const title = `Sign in with ${providerTitle(provider)}`
  const people = DEMO_PEOPLE.map((person) => {
    const address = person.emailVerified
      ? `${person.email}, verified`
      : `says ${person.email}, not verified`
    return `<li><button type="submit" name="person" value="${escapeHtml(person.id)}">${escapeHtml(
      `${person.name} (@${person.username}, ${address})`,
    )}</button></li>`
  }).join('')
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="note">A local stand-in of ${escapeHtml(providerTitle(provider))} (OpenID Connect), for the demo. Choose who you are.</p>
<form method="post" action="${escapeHtml(action)}/login" aria-label="Demo people">
<ul>${people}</ul></form>
<form method="post" action="${escapeHtml(action)}/abort"><button type="submit">Cancel</button></form>`,
  )
}

/** The consent page: what the site asks for, Allow or Deny. */
export function consentPage(
  provider: string,
  action: string,
  fields: { personName: string; scopes: readonly string[] },
): string {
  const title = `Continue to Portico with ${providerTitle(provider)}?`
  const asked = fields.scopes
    .filter((scope) => scope !== 'openid')
    .map((scope) => (scope === 'email' ? 'your e-mail address' : 'your name and username'))
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>Signed in as ${escapeHtml(fields.personName)}.</p>
<p>Portico asks for ${escapeHtml(asked.length > 0 ? asked.join(' and ') : 'who you are')}.</p>
<form method="post" action="${escapeHtml(action)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="${escapeHtml(action)}/abort"><button type="submit">Deny</button></form>`,
  )
}

/** The provider's error page (its own answer for a request it refuses, e.g. an unknown
 * redirect URI). */
export function errorPage(error: string, description: string | undefined): string {
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1><p role="alert">${escapeHtml(error)}${
      description ? `: ${escapeHtml(description)}` : ''
    }</p>`,
  )
}
