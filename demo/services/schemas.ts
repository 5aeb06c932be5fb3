import * as z from 'zod/mini'

/**
 * `GET /v1/account/{account}/history` (SPEC §3 "Transaction (activity)", §7). The kit has no
 * schema for it yet (the activity view is a later step), so the local services define the shape
 * here: when the kit adds its own, this file must import it instead.
 */

const CAIP_2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

export const historyTransferSchema = z.object({
  fungible_info: z.object({
    name: z.string(),
    symbol: z.string(),
    icon: z.object({ url: z.string() }),
  }),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string().check(z.minLength(1)) }),
  value: z.number(),
  price: z.number(),
})

export const historyTransactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  metadata: z.object({
    operationType: z.enum(['send', 'receive', 'execute']),
    hash: z.string().check(z.minLength(1)),
    /** ISO 8601. */
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed']),
    nonce: z.number(),
    chain: z.string().check(z.refine((value) => CAIP_2.test(value), 'must be a CAIP-2 id')),
  }),
  transfers: z.array(historyTransferSchema),
})
export type HistoryTransaction = z.infer<typeof historyTransactionSchema>

export const historyResponseSchema = z.object({
  data: z.array(historyTransactionSchema),
  /** The cursor of the next page, null on the last one. */
  next: z.nullable(z.string()),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>

/** The body of every 4xx/5xx answer of the local services. */
export const errorBodySchema = z.object({ error: z.string() })
