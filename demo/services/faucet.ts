import {
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
  publicActions,
  type Account,
  type Address,
  type Hash,
} from 'viem'
import type * as z from 'zod/mini'
import { devAccounts } from '../devnet/accounts.mjs'
import { LIQUIDITY_ACCOUNT_INDEX } from '../devnet/uniswap.mjs'
import type { ServiceChain } from './chain'
import {
  FAUCET_ETH,
  FAUCET_PATH,
  FAUCET_USDC,
  fundErrorSchema,
  fundRequestSchema,
  fundResponseSchema,
  type FundResponse,
} from './faucetSchemas'

/**
 * The demo's faucet: POST /demo/fund {address} sends FAUCET_ETH and FAUCET_USDC from a
 * development account on every local chain, once per address. The demo page calls it for a
 * new e-mail (embedded) wallet, so the visitor can pay and send with it: the demo funds the
 * wallet, never the auth service.
 */

/**
 * The faucet pays from the devnet's liquidity account: after the pools are seeded at start it
 * is idle and still holds ETH and USDC. Not accounts 0-3 (the visitors' and merchant's, whose
 * balances the suites check) nor 4 (the local exchange's, which sends at the same time).
 */
export function defaultFaucetAccount(): Account {
  const account = devAccounts(LIQUIDITY_ACCOUNT_INDEX + 1)[LIQUIDITY_ACCOUNT_INDEX]
  if (!account) throw new Error(`no development account ${LIQUIDITY_ACCOUNT_INDEX}`)
  return account
}

export interface FaucetAnswer {
  status: number
  schema: z.ZodMiniType
  body: unknown
}

export function createFaucet({
  chains,
  account,
}: {
  chains: readonly ServiceChain[]
  /** The development account it pays from. */
  account: Account
}) {
  const funded = new Set<string>()
  // One funding at a time: the account's transactions take their nonces in order.
  let queue: Promise<unknown> = Promise.resolve()

  function clientOf(chain: ServiceChain) {
    const id = Number(chain.caipNetworkId.split(':')[1])
    return {
      id,
      client: createWalletClient({
        account,
        chain: defineChain({
          id,
          name: chain.caipNetworkId,
          nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      }).extend(publicActions),
    }
  }

  async function fund(address: Address): Promise<FundResponse> {
    const transfers: FundResponse['transfers'] = []
    for (const chain of chains) {
      const { id, client } = clientOf(chain)
      const ethTx: Hash = await client.sendTransaction({
        to: address,
        value: parseEther(FAUCET_ETH),
      })
      await client.waitForTransactionReceipt({ hash: ethTx })
      const usdc = chain.tokens.find((token) => token.symbol === 'USDC')
      let usdcTx: Hash | null = null
      if (usdc) {
        usdcTx = await client.writeContract({
          address: usdc.address,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [address, parseUnits(FAUCET_USDC, usdc.decimals)],
        })
        await client.waitForTransactionReceipt({ hash: usdcTx })
      }
      transfers.push({ chainId: id, ethTx, usdcTx })
    }
    return { address, transfers }
  }

  return {
    /** The faucet's answer to a request, or undefined when the path is not its own. */
    async answer(
      method: string,
      pathname: string,
      readBody: () => Promise<unknown>,
    ): Promise<FaucetAnswer | undefined> {
      if (pathname !== FAUCET_PATH || method !== 'POST') return undefined
      const request = fundRequestSchema.safeParse(await readBody())
      if (!request.success)
        return { status: 400, schema: fundErrorSchema, body: { error: 'address: a 0x address' } }
      const address = getAddress(request.data.address)
      // Claimed before sending: two requests for one address fund it once.
      if (funded.has(address) || address === account.address)
        return {
          status: 409,
          schema: fundErrorSchema,
          body: { error: 'This address was funded already' },
        }
      funded.add(address)
      const result = queue.then(() => fund(address))
      queue = result.catch(() => undefined)
      try {
        return { status: 200, schema: fundResponseSchema, body: await result }
      } catch (error) {
        // Not funded after all: it may ask again.
        funded.delete(address)
        throw error
      }
    },
  }
}
