import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeProvider, rpcHandlers, setupServiceServer, TEST_RPC_URL } from 'portico/testing'
import { HTTP_RPC_TIMEOUT_MS, NODE_READ_DEADLINE_MS, WALLET_READ_TIMEOUT_MS } from '../../constants'
import { findCatalogueNetwork } from '../catalogue'
import type { Network } from '../network'
import { createEip155Adapter } from './eip155'
import { createBalanceReader } from './eip155Balance'

const server = setupServiceServer()

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const SECOND_RPC_URL = 'http://127.0.0.1:4021'

function base(...rpcUrls: string[]): Network {
  const network = findCatalogueNetwork('eip155:8453')
  if (!network) throw new Error('Base is not in the catalogue')
  return { ...network, rpcUrls: { default: { http: rpcUrls.length ? rpcUrls : [TEST_RPC_URL] } } }
}

// No retries, so a failing node falls back at once; the default retries have their own test.
const fast = { retryCount: 0 }

describe('eip155 balance', () => {
  it("reads the balance from the network's node through a viem public client", async () => {
    const seen: unknown[] = []
    server.use(
      rpcHandlers.balances(
        { [ADDRESS.toLowerCase()]: 1_500_000_000_000_000_000n },
        { onCall: (request) => seen.push(request.params) },
      ),
    )
    const wallet = new FakeProvider({ chainId: 8453 })
    const balance = await createBalanceReader(fast)(ADDRESS, base(), wallet)
    expect(balance).toEqual({ value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH' })
    expect(seen).toEqual([[ADDRESS, 'latest']])
    expect(wallet.calls).toEqual([])
  })

  it('falls back to the wallet when the node fails, if the wallet is on that network', async () => {
    server.use(rpcHandlers.failing(503))
    const wallet = new FakeProvider({ chainId: 8453 }).respond('eth_getBalance', '0x2a')
    const balance = await createBalanceReader(fast)(ADDRESS, base(), wallet)
    expect(balance).toEqual({ value: 42n, decimals: 18, symbol: 'ETH' })
    expect(wallet.methods).toEqual(['eth_chainId', 'eth_getBalance'])
    expect(wallet.paramsOf('eth_getBalance')).toEqual([[ADDRESS, 'latest']])
  })

  it('falls back to the wallet when the node answers with a JSON-RPC error', async () => {
    server.use(
      rpcHandlers.node({
        eth_getBalance: () => ({ error: { code: -32000, message: 'header not found' } }),
      }),
    )
    const wallet = new FakeProvider({ chainId: 8453 }).respond('eth_getBalance', '0x1')
    expect((await createBalanceReader(fast)(ADDRESS, base(), wallet)).value).toBe(1n)
  })

  it('never takes the balance of another chain from a wallet on that chain', async () => {
    server.use(rpcHandlers.failing(500))
    const wallet = new FakeProvider({ chainId: 1 }).respond('eth_getBalance', '0x2a')
    const failure = createBalanceReader(fast)(ADDRESS, base(), wallet)
    await expect(failure).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
      message: expect.stringContaining('the wallet is on chain 1, not 8453') as string,
    })
    expect(wallet.methods).toEqual(['eth_chainId'])
  })

  it('fails with BALANCE_UNAVAILABLE when the node fails and no wallet is connected', async () => {
    server.use(rpcHandlers.failing(500))
    await expect(createBalanceReader(fast)(ADDRESS, base(), undefined)).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
      details: { caipNetworkId: 'eip155:8453', address: ADDRESS },
    })
  })

  it("tries the network's RPC addresses in order", async () => {
    server.use(
      rpcHandlers.failing(500),
      rpcHandlers.balances({ [ADDRESS.toLowerCase()]: 7n }, { url: SECOND_RPC_URL }),
    )
    const balance = await createBalanceReader(fast)(
      ADDRESS,
      base(TEST_RPC_URL, SECOND_RPC_URL),
      undefined,
    )
    expect(balance.value).toBe(7n)
  })

  it('retries a failing node 3 times by default before falling back', async () => {
    let calls = 0
    server.use(rpcHandlers.failing(503, { onCall: () => (calls += 1) }))
    const wallet = new FakeProvider({ chainId: 8453 }).respond('eth_getBalance', '0x5')
    expect((await createBalanceReader()(ADDRESS, base(), wallet)).value).toBe(5n)
    expect(calls).toBe(4)
  })

  it('is what the adapter reads, with the connected wallet as the fallback', async () => {
    server.use(rpcHandlers.failing(500))
    const wallet = new FakeProvider({ chainId: 8453 }).respond('eth_getBalance', '0x10')
    const adapter = createEip155Adapter({ rpc: fast })
    await expect(adapter.getBalance(ADDRESS, base())).rejects.toMatchObject({
      code: 'BALANCE_UNAVAILABLE',
    })
    await adapter.connect(wallet)
    expect(await adapter.getBalance(ADDRESS.toLowerCase() as `0x${string}`, base())).toEqual({
      value: 16n,
      decimals: 18,
      symbol: 'ETH',
    })
  })

  it('refuses a non-eip155 network', async () => {
    const solana = findCatalogueNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    if (!solana) throw new Error('Solana is not in the catalogue')
    await expect(createBalanceReader(fast)(ADDRESS, solana, undefined)).rejects.toMatchObject({
      code: 'INVALID_CHAIN_NAMESPACE',
    })
  })

  describe('a node or wallet that never answers', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    /** The test node, hanging on every request; counts them. */
    function hangingNode() {
      const calls = { count: 0 }
      server.use(
        http.post(TEST_RPC_URL, async () => {
          calls.count += 1
          await delay('infinite')
          return HttpResponse.json({})
        }),
      )
      return calls
    }

    it('gives the nodes 12 s in all, retries included, then asks the wallet', async () => {
      expect(HTTP_RPC_TIMEOUT_MS).toBe(10_000)
      expect(NODE_READ_DEADLINE_MS).toBe(12_000)
      const calls = hangingNode()
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const wallet = new FakeProvider({ chainId: 8453 }).respond('eth_getBalance', '0x2a')
      let read: bigint | undefined
      void createBalanceReader()(ADDRESS, base(), wallet).then((balance) => (read = balance.value))
      await vi.advanceTimersByTimeAsync(NODE_READ_DEADLINE_MS - 1)
      expect(read).toBeUndefined()
      expect(wallet.calls).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      await vi.waitFor(() => expect(read).toBe(42n))
      // The first request timed out at 10 s and one retry was under way: not 4 × 10 s.
      expect(calls.count).toBe(2)
    })

    it('fails with BALANCE_UNAVAILABLE when the wallet does not answer either', async () => {
      expect(WALLET_READ_TIMEOUT_MS).toBe(5_000)
      hangingNode()
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const wallet = new FakeProvider({ chainId: 8453 })
      wallet.hold('eth_chainId')
      const failure = createBalanceReader()(ADDRESS, base(), wallet)
      const settled = failure.catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(NODE_READ_DEADLINE_MS + WALLET_READ_TIMEOUT_MS)
      expect(await settled).toMatchObject({
        code: 'BALANCE_UNAVAILABLE',
        message: expect.stringContaining('the wallet did not answer within 5 s') as string,
      })
    })
  })
})
