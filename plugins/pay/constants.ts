/**
 * The pay plugin's own limits, beside the kit's named ones it imports from core/constants.ts.
 */

/**
 * How long the exchange's buy status is polled before the payment is given up as FAILED
 * (UNABLE_TO_GET_BUY_STATUS): a visitor who never finishes on the exchange must not leave a
 * poll running for the page's lifetime.
 */
export const EXCHANGE_STATUS_POLL_LIMIT_MS = 5 * 60_000

/** The `asset` of a payment in the network's own currency. */
export const NATIVE_ASSET = 'native'
