import * as z from 'zod/mini'
import { anyCaipNetworkIdSchema } from '../chains/network'

/**
 * Response shapes of `GET /getWallets`. Unknown fields of the service (categories,
 * injected ids, ...) are stripped; only what the kit reads is checked. The links and
 * rdns are often null or missing for real entries, so they are nullish rather than required.
 */

const link = z.nullish(z.string())

/** One wallet of the wallet list. */
export const walletListItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image_id: z.nullish(z.string()),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  /** Where a visitor without a wallet installs it (the Get a wallet view). */
  homepage: link,
  chrome_store: link,
  app_store: link,
  play_store: link,
  rdns: z.nullish(z.string()),
  chains: z.optional(z.array(anyCaipNetworkIdSchema)),
})
export type WalletListItem = z.infer<typeof walletListItemSchema>

export const getWalletsResponseSchema = z.object({
  data: z.array(walletListItemSchema),
  count: z
    .number()
    .check(
      z.refine((value) => Number.isInteger(value) && value >= 0, 'must be a whole number ≥ 0'),
    ),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>
