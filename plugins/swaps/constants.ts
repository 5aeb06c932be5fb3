/** The swaps plugin's own constants, beside the kit's named ones it imports from `portico/plugin`. */

/**
 * The slippage a swap accepts, in percent: the quote's minimum received is the amount out less
 * this, and the swap's transaction is built with it (the service reverts below that minimum).
 */
export const SWAP_SLIPPAGE_TOLERANCE = 1
