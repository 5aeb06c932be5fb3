// @vitest-environment node
// The demo's faucet (demo/services/faucet.ts, POST /demo/fund) against a devnet on free ports:
// a new e-mail wallet address gets ETH and USDC on both local chains, once.
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  FAUCET_ETH,
  FAUCET_PATH,
  FAUCET_USDC,
  fundErrorSchema,
  fundResponseSchema,
} from '../../demo/services/faucetSchemas'
import { devnetWithServicesForSuite } from '../support/devnetWithServices'

const started = devnetWithServicesForSuite({ startTimeoutMs: 120_000, stopTimeoutMs: 60_000 })

const fund = (body: unknown) => {
  const { services } = started()
  return fetch(`${services.url}${FAUCET_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('the demo faucet', { timeout: 60_000 }, () => {
  it('sends ETH and USDC on both chains to a new address, and only once', async () => {
    const { devnet } = started()
    const address: Address = privateKeyToAccount(generatePrivateKey()).address
    const response = await fund({ address })
    expect(response.status).toBe(200)
    const body = fundResponseSchema.parse(await response.json())
    expect(body.transfers.map((transfer) => transfer.chainId)).toEqual(
      devnet.chains.map((chain) => chain.chainId),
    )
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getBalance({ address })).toBe(parseEther(FAUCET_ETH))
      expect(
        await client.readContract({
          address: chain.tokens.usdc,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ).toBe(parseUnits(FAUCET_USDC, 6))
    }
    const again = await fund({ address: address.toLowerCase() })
    expect(again.status).toBe(409)
    expect(fundErrorSchema.parse(await again.json()).error).toBe('This address was funded already')
  })

  it('refuses what is not an address', async () => {
    const response = await fund({ address: 'ada@example.com' })
    expect(response.status).toBe(400)
    expect(fundErrorSchema.parse(await response.json()).error).toContain('address')
  })
})
