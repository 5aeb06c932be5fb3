import type { OnrampSession } from './onramp'
import { TEST_CARD_ACCEPTED, TEST_CARD_DECLINED, TEST_ROUTING_NUMBER } from './onrampCards'
import { pageLanguage, pageText, type PageLanguage, type PageTextKey } from './onrampPageText'

/**
 * The local onramp provider's checkout page: the purchase, and a card (or bank) form that
 * posts to the services, which answer with a redirect back here (post/redirect/get). Plain
 * HTML, no script: every field labelled, issues tied to their field (aria-describedby,
 * aria-invalid), the refusal and the outcome announced (role="alert" / "status").
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #141414; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border-radius: 16px; padding: 24px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  h1 { font-size: 20px; margin: 0 0 16px; } h2 { font-size: 17px; margin: 16px 0 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0 0 16px; }
  dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
  .field { display: grid; gap: 4px; margin-bottom: 12px; }
  input { font: inherit; padding: 8px 10px; border: 1px solid #767676; border-radius: 8px; }
  input[aria-invalid="true"] { border-color: #b00020; }
  .issue { color: #b00020; font-size: 14px; margin: 0; }
  .hint { color: #555; font-size: 14px; }
  button { font: inherit; padding: 10px 20px; border-radius: 10px; border: 1px solid #2f4ac0;
    background: #2f4ac0; color: #fff; cursor: pointer; }
  [role="alert"] { padding: 12px; border-radius: 10px; background: #fff0f0; color: #8a0015; }
  [role="status"] { padding: 12px; border-radius: 10px; background: #eef2ff; }
`

function page(language: PageLanguage, title: string, body: string, refresh = false): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="1">' : ''}
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`
}

/** A card number as printed: groups of four digits. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')

const money = (language: PageLanguage, value: string, currency: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    value as Intl.StringNumericLiteral,
  )

/** The page for one session in its current state, in the language the kit asked for. */
export function onrampCheckoutPage(session: OnrampSession): string {
  const language = pageLanguage(session.locale)
  const t = (key: PageTextKey, values?: Record<string, string>) =>
    escapeHtml(pageText(language, key, values))
  const total = money(language, session.total, session.fiatCurrency)
  const details = `<dl>
    <dt>${t('youPay')}</dt><dd>${escapeHtml(total)}</dd>
    <dt>${t('fee')}</dt><dd>${escapeHtml(money(language, session.fee, session.fiatCurrency))}</dd>
    <dt>${t('youReceive')}</dt><dd>${escapeHtml(`${session.cryptoAmount} ${session.symbol}`)}</dd>
    <dt>${t('network')}</dt><dd>${escapeHtml(session.networkDisplay)}</dd>
    <dt>${t('wallet')}</dt><dd>${escapeHtml(session.recipient)}</dd>
  </dl>`
  const heading = `<h1>${t('title')}</h1>`

  if (session.status === 'paid') {
    return page(
      language,
      pageText(language, 'paidHeading'),
      `${heading}<div role="status"><h2>${t('paidHeading')}</h2>
      <p>${t('paid', { amount: session.cryptoAmount, symbol: session.symbol })}</p>
      <p>${t('transaction')}: <code>${escapeHtml(session.txHash ?? '')}</code></p></div>
      ${details}<p>${t('closeTab')}</p>`,
    )
  }
  if (session.status === 'failed') {
    return page(
      language,
      pageText(language, 'failedHeading'),
      `${heading}<div role="alert"><h2>${t('failedHeading')}</h2><p>${t('failed')}</p></div>
      ${details}<p>${t('closeTab')}</p>`,
    )
  }
  if (session.status === 'paying') {
    return page(
      language,
      pageText(language, 'paying'),
      `${heading}<p role="status">${t('paying')}</p>${details}`,
      true,
    )
  }

  const issueText = (field: keyof OnrampSession['issues']) => {
    const issue = session.issues[field]
    if (!issue) return ''
    if (issue === 'expired') return t('issueExpired')
    if (issue === 'required') return t('issueRequired')
    return field === 'number' ? t('issueNumber') : t('issueInvalid')
  }
  const field = (name: keyof OnrampSession['issues'], label: PageTextKey, attributes: string) => {
    const issue = issueText(name)
    const id = `field-${name}`
    return `<div class="field">
      <label for="${id}">${t(label)}</label>
      <input id="${id}" name="${name}" ${attributes}${
        issue ? ` aria-invalid="true" aria-describedby="${id}-issue"` : ''
      } required>
      ${issue ? `<p class="issue" id="${id}-issue">${issue}</p>` : ''}
    </div>`
  }
  const card = session.method === 'card'
  const fields = card
    ? [
        field('name', 'name', 'autocomplete="cc-name"'),
        field('number', 'number', 'autocomplete="cc-number" inputmode="numeric"'),
        field('expiry', 'expiry', 'autocomplete="cc-exp" placeholder="MM/YY"'),
        field('cvc', 'cvc', 'autocomplete="cc-csc" inputmode="numeric"'),
      ].join('')
    : [
        field('name', 'holder', 'autocomplete="name"'),
        field('routing', 'routing', 'inputmode="numeric"'),
        field('account', 'account', 'inputmode="numeric"'),
      ].join('')
  const hint = card
    ? t('testCards', {
        accepted: grouped(TEST_CARD_ACCEPTED),
        declined: grouped(TEST_CARD_DECLINED),
      })
    : t('testBank', { routing: TEST_ROUTING_NUMBER })
  const hasIssues = Object.keys(session.issues).length > 0
  const alert = session.declined
    ? `<p role="alert">${t('declined')}</p>`
    : hasIssues
      ? `<p role="alert">${t('formIssues')}</p>`
      : ''
  const action = `/onramp/checkout/${encodeURIComponent(session.id)}/pay`
  return page(
    language,
    pageText(language, 'title'),
    `${heading}${details}${alert}
    <form method="post" action="${action}" novalidate>
      <h2>${t(card ? 'cardHeading' : 'bankHeading')}</h2>
      ${fields}
      <p class="hint">${hint}</p>
      <button type="submit">${t('payButton', { total })}</button>
    </form>`,
  )
}

/** A checkout id the provider does not know. */
export function unknownOnrampPage(tag?: string): string {
  const language = pageLanguage(tag)
  return page(
    language,
    pageText(language, 'unknownHeading'),
    `<h1>${escapeHtml(pageText(language, 'unknownHeading'))}</h1><p>${escapeHtml(pageText(language, 'unknown'))}</p>`,
  )
}
