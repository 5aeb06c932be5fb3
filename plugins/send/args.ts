import * as z from 'zod/mini'

// Refinements rather than z.maxLength() and z.regex(): every zod class the kit uses joins the
// zod chunk, which is part of the host page's first download.
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/
const MAX_TEXT = 200
const text = z.string().check(
  z.minLength(1, 'must not be empty'),
  z.refine((value) => value.length <= MAX_TEXT, `must be at most ${MAX_TEXT} characters`),
)

/**
 * What the Send view may be opened with (`modal.open({ view: 'Send', data })`, by the host or
 * by another plugin): the receiver (an address or an account name), the amount in the token's
 * units (`'0.5'`), and the token by symbol (`'USDC'`), contract address or CAIP-10 id. Each
 * fills its field as if the visitor had typed it; the visitor still reviews and sends.
 */
export const sendArgsSchema = z.object({
  to: z.optional(text),
  amount: z.optional(
    z.string().check(z.refine((value) => DECIMAL.test(value), 'must be a decimal amount')),
  ),
  token: z.optional(text),
})
export type SendArgs = z.infer<typeof sendArgsSchema>
