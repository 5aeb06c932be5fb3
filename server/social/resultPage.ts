import { createHash } from 'node:crypto'
import type { SocialResultMessage } from '../../protocol/auth/social'

/**
 * The callback's page in the popup: it posts the result to the page that opened the popup, at
 * that page's origin only (the one the sign-in started from, an embedding origin of the
 * service), and closes. The result sits in a data block the script reads, so the one script
 * is the same bytes on every page and the Content-Security-Policy allows exactly it by hash.
 */
const SCRIPT = `const data = JSON.parse(document.getElementById('portico-result').textContent);
if (window.opener) { window.opener.postMessage(data.message, data.origin); window.close(); }
else document.getElementById('portico-no-opener').hidden = false;`

const SCRIPT_HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`

/** `<` escaped, so no value can end the data block. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The headers of every callback answer: nothing cached, no referrer (its URL held a code). */
export const CALLBACK_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const

/** The popup's page posting `message` to `origin`. */
export function resultPage(message: SocialResultMessage, origin: string) {
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign-in</title></head>
<body>
<main>
<p role="status">Returning to the site…</p>
<p id="portico-no-opener" hidden>This window lost the site that opened it. Close it and sign in again from the site.</p>
</main>
<script type="application/json" id="portico-result">${jsonInHtml({ message, origin })}</script>
<script>${SCRIPT}</script>
</body>
</html>`
  return {
    body,
    headers: {
      ...CALLBACK_HEADERS,
      'content-security-policy': `default-src 'none'; script-src '${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The opener must stay reachable: its page posted nothing here and reads only the grant.
      'cross-origin-opener-policy': 'unsafe-none',
    },
  }
}

/** The page of an answer that belongs to no live sign-in: nothing to return, nobody to tell. */
export function invalidCallbackPage() {
  return {
    body: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sign-in</title></head>
<body><main><h1>This sign-in is not valid any more</h1>
<p>It was finished already or took too long. Close this window and sign in again from the site.</p>
</main></body>
</html>`,
    headers: {
      ...CALLBACK_HEADERS,
      'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
  }
}
