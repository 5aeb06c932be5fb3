import type { ExchangeSession } from './exchange'

/**
 * The checkout page of the local exchange: what a visitor sees after choosing it in the Pay
 * view. Plain HTML forms, no script, so it works in any browser and in the browser tests; the
 * forms post to the services, which answer with a redirect back here (post/redirect/get).
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #141414; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 16px; padding: 24px;
    box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0 0 24px; }
  dt { color: #666; } dd { margin: 0; overflow-wrap: anywhere; }
  form { display: inline; }
  button { font: inherit; padding: 10px 20px; border-radius: 10px; border: 1px solid #ccc;
    background: #fff; cursor: pointer; margin-right: 8px; }
  button.primary { background: #3b5bdb; border-color: #3b5bdb; color: #fff; }
  [role="status"] { padding: 12px; border-radius: 10px; background: #eef2ff; }
  .failed { background: #fff0f0; }
`

function page(title: string, body: string, refresh = false): string {
  return `<!doctype html>
<html lang="en">
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

/** The page for one session in its current state. */
export function checkoutPage(session: ExchangeSession): string {
  const action = `/exchange/checkout/${encodeURIComponent(session.id)}`
  const details = `<dl>
    <dt>Amount</dt><dd>${escapeHtml(`${session.amount} ${session.symbol}`)}</dd>
    <dt>Network</dt><dd>${escapeHtml(session.chain.caipNetworkId)}</dd>
    <dt>Recipient</dt><dd>${escapeHtml(session.recipient)}</dd>
  </dl>`
  const title = `${session.exchange.name} checkout`
  const heading = `<h1>${escapeHtml(title)}</h1>`

  // Back to the shop, when the shop said where (its redirectUrl), else the tab is done.
  const back = (url: string | undefined) =>
    url && /^https?:\/\//.test(url)
      ? `<p><a href="${escapeHtml(url)}">Back to the shop</a></p>`
      : '<p>You can close this tab.</p>'
  if (session.status === 'SUCCESS') {
    return page(
      title,
      `${heading}${details}<p role="status">Payment sent. Transaction
      <code>${escapeHtml(session.txHash ?? '')}</code>.</p>${back(session.redirectUrl?.success)}`,
    )
  }
  if (session.status === 'FAILED') {
    return page(
      title,
      `${heading}${details}<p role="status" class="failed">Payment failed:
      ${escapeHtml(session.error ?? 'the transfer did not go through')}.</p>${back(session.redirectUrl?.failure)}`,
    )
  }
  if (session.txHash) {
    // Sent, not yet mined: the page looks again every second.
    return page(
      title,
      `${heading}${details}<p role="status">Sending… transaction
      <code>${escapeHtml(session.txHash)}</code></p>`,
      true,
    )
  }
  return page(
    title,
    `${heading}${details}
    <form method="post" action="${action}/pay"><button class="primary" type="submit">Pay ${escapeHtml(
      `${session.amount} ${session.symbol}`,
    )}</button></form>
    <form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>`,
  )
}

export function unknownSessionPage(): string {
  return page(
    'Unknown checkout',
    '<h1>Unknown checkout</h1><p role="status" class="failed">This checkout session does not exist.</p>',
  )
}
