/**
 * The pay plugin's own constants and limits, beside the kit's named ones it imports from
 * `portico/plugin`.
 */

/** Base's chain ids (CAIP-2 `eip155:<id>`), for the ready-made payment assets. */
export const BASE_MAINNET_CHAIN_ID = 8453
export const BASE_SEPOLIA_CHAIN_ID = 84532
/** The decimals of the ready-made assets: USDC's 6, Ether's 18. */
export const USDC_DECIMALS = 6
export const ETH_DECIMALS = 18

/** How many exchanges the Pay view offers (the first ones the service lists). */
export const EXCHANGES_SHOWN = 2
/** How often the exchange's buy status is asked while a payment is open there. */
export const EXCHANGE_STATUS_POLL_MS = 4_000
/** How long a successful payment's view stays before the modal closes by itself. */
export const PAYMENT_AUTO_CLOSE_MS = 3_000

/**
 * How long the exchange's buy status is polled before the payment is given up as FAILED
 * (UNABLE_TO_GET_BUY_STATUS): a visitor who never finishes on the exchange must not leave a
 * poll running for the page's lifetime.
 */
export const EXCHANGE_STATUS_POLL_LIMIT_MS = 5 * 60_000

/** The `asset` of a payment in the network's own currency. */
export const NATIVE_ASSET = 'native'
