import { boundedTextSchema, decimalAmountSchema, invalidViewData } from 'portico/plugin'
import * as z from 'zod/mini'

/**
 * What a host may open the Swap view with (`modal.open({ view: 'Swap', data })`): the tokens
 * by symbol (`'USDC'`), by contract address or by CAIP-10 id, and the amount to sell in the
 * sold token's units (`'0.1'`). Parsed at the boundary: a host's data is not trusted.
 */
export const swapArgsSchema = z.object({
  fromToken: z.optional(boundedTextSchema),
  toToken: z.optional(boundedTextSchema),
  amount: z.optional(decimalAmountSchema),
})
export type SwapArgs = z.infer<typeof swapArgsSchema>

/** The host's arguments, or undefined (with the reason logged by the caller) when malformed. */
export function parseSwapArgs(
  data: unknown,
): { ok: true; args: SwapArgs } | { ok: false; reason: string } {
  if (data === undefined || data === null) return { ok: true, args: {} }
  const parsed = swapArgsSchema.safeParse(data)
  return parsed.success
    ? { ok: true, args: parsed.data }
    : { ok: false, reason: invalidViewData('Swap', parsed.error.issues) }
}
