// A minimal browser for the social sign-in tests: follows redirects by hand, keeps cookies
// per origin, and sends requests for the auth service's origin to its app (the harness) and
// every other request to the network (the stand-in provider on 127.0.0.1).
import type { Send } from '../../../server/testing/signIn'

export interface Browser {
  /** GETs `url` and follows redirects; the last answer and its URL. */
  open(url: string): Promise<{ url: string; response: Response }>
  /** POSTs a form to `url` (relative to `from`) and follows redirects. */
  submit(
    from: string,
    action: string,
    fields: Record<string, string>,
  ): Promise<{ url: string; response: Response }>
}

const MAX_REDIRECTS = 10

export interface BrowserOptions {
  /**
   * A URL prefix the browser does not go to: a redirect there ends the walk with that URL and
   * the redirect's answer (what a link scanner or an attacker sees before the browser goes).
   */
  holdBefore?: string
}

export function testBrowser(
  authOrigin: string,
  auth: Send,
  { holdBefore }: BrowserOptions = {},
): Browser {
  const jar = new Map<string, Map<string, string>>()

  function cookieHeader(url: URL): string | undefined {
    const cookies = jar.get(url.origin)
    if (!cookies || cookies.size === 0) return undefined
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  function keep(url: URL, response: Response) {
    const cookies = jar.get(url.origin) ?? new Map<string, string>()
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at <= 0) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      // An expired cookie (a logout, a finished interaction) is removed.
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    jar.set(url.origin, cookies)
  }

  async function request(url: URL, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers)
    const cookie = cookieHeader(url)
    if (cookie !== undefined) headers.set('cookie', cookie)
    const response =
      url.origin === authOrigin
        ? await auth(url.pathname + url.search, { ...init, headers })
        : await fetch(url, { ...init, headers, redirect: 'manual' })
    keep(url, response)
    return response
  }

  async function follow(start: URL, init: RequestInit) {
    let url = start
    let response = await request(url, init)
    for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || location === null) break
      // The fragment stays in the browser, as a real one keeps it.
      url = new URL(location, url)
      if (url.origin !== authOrigin && !url.origin.startsWith('http://127.0.0.1')) break
      if (holdBefore !== undefined && url.toString().startsWith(holdBefore)) break
      await response.body?.cancel()
      response = await request(url, { method: 'GET' })
    }
    return { url: url.toString(), response }
  }

  return {
    open: (url) => follow(new URL(url), { method: 'GET' }),
    submit: (from, action, fields) =>
      follow(new URL(action, from), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
  }
}
