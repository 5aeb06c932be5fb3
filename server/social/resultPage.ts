import { createHash } from 'node:crypto'
import type { SocialResultMessage } from '../../protocol/auth/social'
import type { MailStrings } from '../mail/strings'

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

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
/** A translated text as HTML text (the translations are ours, but markup is never theirs). */
const text = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

/** The document's start in the reader's language: `lang`, `dir` for a right-to-left one. */
function head(strings: MailStrings) {
  return `<!doctype html>
<html lang="${strings.language}"${strings.rightToLeft ? ' dir="rtl"' : ''}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex">
<title>${text(strings.t('social.title'))}</title></head>`
}

/** The headers of every callback answer: nothing cached, no referrer (its URL held a code). */
export const CALLBACK_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const

/**
 * The popup's page posting `message` to `origin`, its texts in `strings`' language (the
 * popup's browser's, else the sign-in's: server/routes/social.ts).
 */
export function resultPage(message: SocialResultMessage, origin: string, strings: MailStrings) {
  const body = `${head(strings)}
<body>
<main>
<p role="status">${text(strings.t('social.returning'))}</p>
<p id="portico-no-opener" hidden>${text(strings.t('social.noOpener'))}</p>
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
export function invalidCallbackPage(strings: MailStrings) {
  return {
    body: `${head(strings)}
<body><main><h1>${text(strings.t('social.invalidTitle'))}</h1>
<p>${text(strings.t('social.invalidText'))}</p>
</main></body>
</html>`,
    headers: {
      ...CALLBACK_HEADERS,
      'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    },
  }
}
