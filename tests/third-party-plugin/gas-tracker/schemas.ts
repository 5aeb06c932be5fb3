import * as z from 'zod/mini'

// Everything the node answers is parsed here before the plugin reads it, and the suite's msw
// node (test/node.ts) answers only with bodies these same schemas accept.

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/** A JSON-RPC quantity: `0x` and hex digits (leading zeros tolerated), read as a bigint. */
export const hexQuantitySchema = z
  .string()
  .check(z.refine((value) => HEX_QUANTITY.test(value), 'must be a hex quantity such as "0x1"'))

/** A JSON-RPC 2.0 response: a result, or an error with a code. */
export const jsonRpcResponseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})
export type JsonRpcResponse = z.infer<typeof jsonRpcResponseSchema>

/**
 * `eth_feeHistory(blockCount, 'latest', percentiles)` (EIP-1559 nodes): per block from
 * `oldestBlock`, the base fee (one more entry than blocks: the next block's), how full it was,
 * and the priority fees paid at each requested percentile.
 */
export const feeHistorySchema = z.object({
  oldestBlock: hexQuantitySchema,
  baseFeePerGas: z.array(hexQuantitySchema),
  gasUsedRatio: z.array(z.number()),
  reward: z.optional(z.array(z.array(hexQuantitySchema))),
})
export type FeeHistory = z.infer<typeof feeHistorySchema>

/** `eth_gasPrice`: the node's legacy gas price, for nodes without fee history. */
export const gasPriceSchema = hexQuantitySchema
