import { boundedTextSchema, decimalAmountSchema } from 'portico/plugin'
import * as z from 'zod/mini'

/**
 * What the Buy view may be opened with (`modal.open({ view: 'Buy', data })`, by the host or
 * by another plugin): the amount to spend in the payment currency (`'25'`), the currency to
 * buy by symbol or id (`'USDC'`) and the network to receive it on, as a CAIP-2 id
 * (`'eip155:8453'`), a chain id (`'8453'`) or the provider's network name. Each preselects
 * its field; the visitor still chooses and confirms.
 */
export const buyArgsSchema = z.object({
  amount: z.optional(decimalAmountSchema),
  currency: z.optional(boundedTextSchema),
  network: z.optional(boundedTextSchema),
})
export type BuyArgs = z.infer<typeof buyArgsSchema>
