import { NATIVE_TOKEN_ADDRESS } from './schemas'

/** One transaction of a swap, in the order the wallet is asked for them. */
export type SwapStep = 'approve' | 'swap'

/** Whether a CAIP-10 token id is the native currency (sent along with the swap, never approved). */
export function isNativeId(caip10: string): boolean {
  return caip10.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS.toLowerCase()}`)
}

/**
 * What the wallet is asked for: the swap alone when the native currency is sold or the
 * exchange may already spend the amount; otherwise first an approval of exactly the amount
 * (not an unlimited one: the visitor grants what this swap needs), then the swap.
 */
export function planSwap(args: {
  fromToken: string
  amount: bigint
  allowance: bigint
}): SwapStep[] {
  if (isNativeId(args.fromToken) || args.allowance >= args.amount) return ['swap']
  return ['approve', 'swap']
}
