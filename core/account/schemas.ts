import * as z from 'zod/mini'
import { anyCaipNetworkIdSchema } from '../chains/network'

/**
 * Response shapes of the blockchain-services balance and identity calls. The kit
 * and the msw handlers of the tests both parse with these, so the two cannot drift. Only what
 * the kit reads is checked; unknown fields are stripped.
 */

// Token decimals arrive as a string; the kit filters on it (zero-decimal tokens), so it must be
// a whole number and nothing else.
const decimalsSchema = z
  .string()
  .check(z.refine((value) => /^\d{1,3}$/.test(value), 'must be a whole number of decimals'))

/** One token balance entry, as the balance service sends it. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: anyCaipNetworkIdSchema,
  /** The token contract; absent for the network's native token. */
  address: z.optional(z.string().check(z.minLength(1))),
  /** The holding's worth in USD. */
  value: z.number(),
  /** One token's price in USD. */
  price: z.number(),
  quantity: z.object({
    decimals: decimalsSchema,
    /** The holding in human units, e.g. "1.25". */
    numeric: z.string().check(z.minLength(1)),
  }),
  iconUrl: z.string(),
})
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/** `GET /v1/account/{address}/balance`. */
export const balanceResponseSchema = z.object({
  balances: z.array(tokenBalanceSchema),
})
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

/** `GET /v1/identity/{address}`: the ENS-style name and avatar, null when there is none. */
export const identityResponseSchema = z.object({
  name: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>
