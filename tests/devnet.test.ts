// @vitest-environment node
// The local devnet (demo/devnet/start.mjs) on free ports: two real anvil nodes, the tokens
// deployed and funded, and a real ERC-20 transfer. Real network traffic, to 127.0.0.1 only.
import { createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  devAccounts,
  devnetChain,
  expectedTokens,
  GOLD_PER_ACCOUNT,
  startDevnet,
  USDC_PER_ACCOUNT,
} from '../demo/devnet/start.mjs'
import { freePort } from './support/freePort'

let devnet: Awaited<ReturnType<typeof startDevnet>> | undefined

beforeAll(async () => {
  devnet = await startDevnet({ mainnetPort: await freePort(), basePort: await freePort() })
}, 30_000)

// Even when a test failed: no anvil outlives the run.
afterAll(async () => {
  await devnet?.stop()
})

function started() {
  if (!devnet) throw new Error('the devnet did not start')
  return devnet
}

describe('devnet', () => {
  it('runs Local Mainnet (31337) and Local Base (31338)', async () => {
    const { chains } = started()
    expect(chains.map((chain) => [chain.name, chain.chainId])).toEqual([
      ['Local Mainnet', 31337],
      ['Local Base', 31338],
    ])
    for (const chain of chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
      // Deterministic: deployer account 0, nonces 0 and 1, on a fresh chain.
      expect(chain.tokens).toEqual(expectedTokens())
    }
  }, 20_000)

  it('has both tokens deployed with 6 and 18 decimals and the accounts funded', async () => {
    const { chains, accounts } = started()
    expect(accounts).toHaveLength(5)
    for (const chain of chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const read = (address: `0x${string}`, functionName: 'decimals' | 'symbol') =>
        client.readContract({ address, abi: erc20Abi, functionName })
      expect(await read(chain.tokens.usdc, 'decimals')).toBe(6)
      expect(await read(chain.tokens.gold, 'decimals')).toBe(18)
      expect(await read(chain.tokens.usdc, 'symbol')).toBe('USDC')
      for (const account of accounts) {
        const balanceOf = (address: `0x${string}`) =>
          client.readContract({
            address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          })
        expect(await balanceOf(chain.tokens.usdc)).toBe(USDC_PER_ACCOUNT)
        expect(await balanceOf(chain.tokens.gold)).toBe(GOLD_PER_ACCOUNT)
      }
      expect(await client.getBalance({ address: accounts[4] as `0x${string}` })).toBeGreaterThan(0n)
    }
  }, 20_000)

  it('makes a real USDC transfer on Local Base', async () => {
    const { chains } = started()
    const base = chains[1]
    if (!base) throw new Error('no Local Base')
    const [sender, receiver] = devAccounts(2)
    if (!sender || !receiver) throw new Error('no dev accounts')
    const chain = devnetChain(base)
    const client = createPublicClient({ chain, transport: http(base.rpcUrl) })
    const wallet = createWalletClient({ account: sender, chain, transport: http(base.rpcUrl) })
    const amount = parseUnits('12.5', 6)

    const hash = await wallet.writeContract({
      address: base.tokens.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver.address, amount],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')

    const balanceOf = (address: `0x${string}`) =>
      client.readContract({
        address: base.tokens.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await balanceOf(sender.address)).toBe(USDC_PER_ACCOUNT - amount)
    expect(await balanceOf(receiver.address)).toBe(USDC_PER_ACCOUNT + amount)
    // The other chain is a separate node: its balances did not move.
    const mainnet = chains[0]
    if (!mainnet) throw new Error('no Local Mainnet')
    const mainnetClient = createPublicClient({ transport: http(mainnet.rpcUrl) })
    expect(
      await mainnetClient.readContract({
        address: mainnet.tokens.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [sender.address],
      }),
    ).toBe(USDC_PER_ACCOUNT)
  }, 20_000)
})
