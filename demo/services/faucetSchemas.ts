// The demo faucet's HTTP contract (POST /demo/fund), shared by the local services
// (faucet.ts) and the demo page that calls it; no Node imports, so the page can bundle it.
import { isAddress } from 'viem'
import * as z from 'zod/mini'

export const FAUCET_PATH = '/demo/fund'
/** What a new e-mail wallet receives on each local chain. */
export const FAUCET_ETH = '1'
export const FAUCET_USDC = '100'

export const fundRequestSchema = z.object({
  address: z.string().check(z.refine((value) => isAddress(value, { strict: false }))),
})
export const fundResponseSchema = z.object({
  address: z.string(),
  transfers: z.array(
    z.object({ chainId: z.number(), ethTx: z.string(), usdcTx: z.nullable(z.string()) }),
  ),
})
export type FundResponse = z.infer<typeof fundResponseSchema>
export const fundErrorSchema = z.object({ error: z.string() })
