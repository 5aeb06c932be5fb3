/**
 * The onramp plugin's own constants: its timings, its payment methods' limits and the fee
 * range it states. Only this plugin reads them, so they live here, not in the kit's core.
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

/**
 * A payment method's limits when the onramp options list the payment currency but not the
 * method: in whole units of the payment currency.
 */
export const ONRAMP_CARD_LIMITS = { min: 10, max: 7500 } as const
export const ONRAMP_BANK_LIMITS = { min: 10, max: 25_000 } as const
/**
 * The limits the Buy view applies when the onramp options cannot be read: per payment method,
 * as decimal strings (fiat is never a float), for each of ONRAMP_FALLBACK_CURRENCIES.
 */
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const
export const ONRAMP_FALLBACK_CURRENCIES = ['USD', 'EUR'] as const
/** The fee range the Buy view states before a quote gives the exact fees. */
export const ONRAMP_FEE_RANGE = '1-2%'
