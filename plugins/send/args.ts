import { boundedTextSchema, decimalAmountSchema } from 'portico/plugin'
import * as z from 'zod/mini'

/**
 * What the Send view may be opened with (`modal.open({ view: 'Send', data })`, by the host or
 * by another plugin): the receiver (an address or an account name), the amount in the token's
 * units (`'0.5'`), and the token by symbol (`'USDC'`), contract address or CAIP-10 id. Each
 * fills its field as if the visitor had typed it; the visitor still reviews and sends.
 */
export const sendArgsSchema = z.object({
  to: z.optional(boundedTextSchema),
  amount: z.optional(decimalAmountSchema),
  token: z.optional(boundedTextSchema),
})
export type SendArgs = z.infer<typeof sendArgsSchema>
