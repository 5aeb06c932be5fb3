/**
 * The onramp plugin's own timings, beside the kit's named limits it imports from
 * portico/plugin (the card and bank limits, the fallback limits, the fee range).
 */

/**
 * The provider whose purchases the history call lists when asked with `onramp`: the
 * blockchain services know one onramp provider's purchases, by this name.
 */
export const ONRAMP_HISTORY_PROVIDER = 'coinbase'

/** How long the amount must stay unchanged before a quote is asked for it. */
export const ONRAMP_QUOTE_WAIT_MS = 400

/** How often an open quote is asked again: prices move, and a quote is short-lived. */
export const ONRAMP_QUOTE_REFRESH_MS = 30_000

/** How often the history is asked, while the checkout is open, whether the purchase arrived. */
export const ONRAMP_ARRIVAL_POLL_MS = 4_000

/**
 * How long the modal waits for a purchase before it says nothing has arrived yet: a card
 * purchase settles within minutes; the visitor may keep waiting or leave, and the purchase
 * still arrives in the wallet.
 */
export const ONRAMP_ARRIVAL_WAIT_MS = 10 * 60_000

/** Fiat amounts have two decimal places, in USD and EUR alike. */
export const FIAT_DECIMALS = 2
