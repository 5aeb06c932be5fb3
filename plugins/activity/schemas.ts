import * as z from 'zod/mini'

/**
 * `GET /v1/account/{account}/history`: one page of the
 * account's transactions, newest first, and the cursor of the next. The kit, the msw handlers
 * of its tests and the local services (demo/services) all use these schemas, so the three
 * cannot drift. What the kit reads is checked strictly; what it does not read is lenient, so
 * a field the service adds or leaves out cannot empty the visitor's list.
 */

// CAIP-2 in its general form: the service may answer networks of namespaces the kit does not
// support; the row is still shown, only without an explorer link.
const CAIP_2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

// Amounts arrive as decimal strings in human units ("1.5"); they are shown as they are, never
// through a float, so anything else (exponents, signs) is refused here.
const DECIMAL = /^\d+(\.\d+)?$/

const nonEmpty = () => z.string().check(z.minLength(1))

/** The token a fungible transfer moved. */
export const fungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** Absent or null when the service has no icon for the token. */
  icon: z.nullish(z.object({ url: z.string() })),
})

/** The token of an NFT transfer: its name and a preview image, when the service knows them. */
export const nftInfoSchema = z.object({
  name: z.nullish(z.string()),
  content: z.nullish(z.object({ preview: z.nullish(z.object({ url: z.string() })) })),
})

/** One movement of value inside a transaction (fungible or NFT info). */
export const historyTransferSchema = z
  .object({
    fungible_info: z.optional(fungibleInfoSchema),
    nft_info: z.optional(nftInfoSchema),
    /** Seen from the account: `self` when it sent to itself. */
    direction: z.enum(['in', 'out', 'self']),
    quantity: z.object({
      numeric: nonEmpty().check(
        z.refine((value) => DECIMAL.test(value), 'must be a decimal amount such as "1.5"'),
      ),
    }),
    /** The amount's worth in USD, and one token's price, when the service prices it. */
    value: z.optional(z.number()),
    price: z.optional(z.number()),
  })
  .check(
    z.refine(
      (transfer) => transfer.fungible_info !== undefined || transfer.nft_info !== undefined,
      'must carry fungible_info or nft_info',
    ),
  )
export type HistoryTransfer = z.infer<typeof historyTransferSchema>

/** One transaction of the account's activity. */
export const historyTransactionSchema = z.object({
  id: nonEmpty(),
  metadata: z.object({
    /**
     * `send` and `receive` for plain transfers; the service names many more (`execute`,
     * `trade`, `approve`, `mint`...). The kit reads only those two, so an operation it has
     * never heard of must not fail the whole page.
     */
    operationType: nonEmpty(),
    hash: nonEmpty(),
    /** ISO 8601; the list is grouped by its day. */
    minedAt: z
      .string()
      .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date')),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.optional(z.number()),
    /** The network, as a CAIP-2 id: it picks the block explorer of the row's link. */
    chain: z
      .string()
      .check(z.refine((value) => CAIP_2.test(value), 'must be a CAIP-2 id such as "eip155:1"')),
  }),
  transfers: z.array(historyTransferSchema),
})
export type HistoryTransaction = z.infer<typeof historyTransactionSchema>

/** One page of `GET /v1/account/{account}/history`. */
export const historyResponseSchema = z.object({
  data: z.array(historyTransactionSchema),
  /** The cursor of the next page; null (or absent) on the last one. */
  next: z.nullish(z.string()),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>
