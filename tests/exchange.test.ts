// @vitest-environment node
// The local exchange of the services (demo/services/exchange.ts, checkout.ts) on a real devnet:
// the exchange JSON-RPC answered through the pay plugin's own schemas, and a checkout that
// really transfers the asset from the exchange's account. Network traffic to 127.0.0.1 only.
import { createPublicClient, erc20Abi, http, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import {
  EXCHANGE_METHODS,
  EXCHANGE_RPC_PATH,
  getBuyStatusResultSchema,
  getExchangesResultSchema,
  getPayUrlResultSchema,
  jsonRpcResponseSchema,
} from '../plugins/pay/exchangeSchemas'
import { devnetWithServicesForSuite } from './support/devnetWithServices'

// A fresh address per test: balances start at zero, so what arrives is what was paid.
let nextRecipient = 0xe0
const freshRecipient = (): Address =>
  `0x${(nextRecipient++).toString(16).padStart(40, '0')}` as Address

const started = devnetWithServicesForSuite({ startTimeoutMs: 30_000 })

function stack() {
  const { devnet, services } = started()
  const [mainnet] = devnet.chains
  if (!mainnet) throw new Error('no Local Mainnet')
  return { devnet, services, mainnet, url: services.url }
}

let rpcId = 1
async function rpc<S extends z.ZodMiniType>(result: S, method: string, params: unknown) {
  const response = await fetch(`${stack().url}${EXCHANGE_RPC_PATH}?projectId=local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: rpcId++, method, params }),
  })
  expect(response.status).toBe(200)
  return jsonRpcResponseSchema(result).parse(await response.json())
}

function resultOf<T>(answer: { result: T } | { error: { message: string } }): T {
  if ('error' in answer) throw new Error(`RPC error: ${answer.error.message}`)
  return answer.result
}

const usdcAsset = () => `eip155:31337/erc20:${stack().mainnet.tokens.usdc}`

async function usdcBalance(address: Address) {
  const client = createPublicClient({ transport: http(stack().mainnet.rpcUrl) })
  return client.readContract({
    address: stack().mainnet.tokens.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

/** What a visitor does on the checkout page: press one of its forms' buttons. */
async function press(url: string, button: 'pay' | 'cancel') {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain(`action="${new URL(url).pathname}/${button}"`)
  const answer = await fetch(`${url}/${button}`, { method: 'POST', redirect: 'manual' })
  expect(answer.status).toBe(303)
  return (await fetch(url)).text()
}

describe('local exchange', () => {
  it('lists its two exchanges on the first page and none after', async () => {
    const first = resultOf(
      await rpc(getExchangesResultSchema, EXCHANGE_METHODS.getExchanges, {
        page: 1,
        asset: usdcAsset(),
        amount: '5',
      }),
    )
    expect(first.exchanges.map((exchange) => exchange.name)).toEqual([
      'Local Exchange',
      'Local OTC Desk',
    ])
    expect(first.total).toBe(2)
    // Absolute: the page that shows them is on another origin.
    expect(first.exchanges[0]?.imageUrl).toBe(
      `${stack().url}/public/getAssetImage/Local%20Exchange`,
    )
    const later = resultOf(
      await rpc(getExchangesResultSchema, EXCHANGE_METHODS.getExchanges, { page: 2 }),
    )
    expect(later.exchanges).toEqual([])
  })

  it('pays 5 USDC from its own account when the visitor clicks Pay, then reports SUCCESS', async () => {
    const recipient = freshRecipient()
    const { url, sessionId } = resultOf(
      await rpc(getPayUrlResultSchema, EXCHANGE_METHODS.getPayUrl, {
        exchangeId: 'local-exchange',
        asset: usdcAsset(),
        amount: '5',
        recipient: `eip155:31337:${recipient}`,
      }),
    )
    expect(url.startsWith(`${stack().url}/exchange/checkout/`)).toBe(true)
    const status = () =>
      rpc(getBuyStatusResultSchema, EXCHANGE_METHODS.getBuyStatus, {
        sessionId,
        exchangeId: 'local-exchange',
      })
    expect(resultOf(await status())).toEqual({ status: 'IN_PROGRESS', txHash: null })

    const result = await press(url, 'pay')
    expect(result).toContain('Payment sent')
    const done = resultOf(await status())
    expect(done.status).toBe('SUCCESS')
    expect(done.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(result).toContain(done.txHash ?? 'no hash')
    expect(await usdcBalance(recipient)).toBe(parseUnits('5', 6))

    // Paying again (a reload that re-posts) does not pay twice.
    await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })
    expect(await usdcBalance(recipient)).toBe(parseUnits('5', 6))
  }, 20_000)

  it('pays the native currency as a plain transfer', async () => {
    const recipient = freshRecipient()
    const { url, sessionId } = resultOf(
      await rpc(getPayUrlResultSchema, EXCHANGE_METHODS.getPayUrl, {
        exchangeId: 'local-otc',
        asset: 'eip155:31337/slip44:60',
        amount: '0.25',
        recipient: `eip155:31337:${recipient}`,
      }),
    )
    await press(url, 'pay')
    const done = resultOf(
      await rpc(getBuyStatusResultSchema, EXCHANGE_METHODS.getBuyStatus, {
        sessionId,
        exchangeId: 'local-otc',
      }),
    )
    expect(done.status).toBe('SUCCESS')
    const client = createPublicClient({ transport: http(stack().mainnet.rpcUrl) })
    expect(await client.getBalance({ address: recipient })).toBe(parseUnits('0.25', 18))
  }, 20_000)

  it('reports FAILED when the visitor cancels, sends nothing, and links back to the shop', async () => {
    const recipient = freshRecipient()
    const { url, sessionId } = resultOf(
      await rpc(getPayUrlResultSchema, EXCHANGE_METHODS.getPayUrl, {
        exchangeId: 'local-exchange',
        asset: usdcAsset(),
        amount: '1',
        recipient: `eip155:31337:${recipient}`,
        redirectUrl: { success: 'http://127.0.0.1:1/paid', failure: 'http://127.0.0.1:1/unpaid' },
      }),
    )
    const page = await press(url, 'cancel')
    expect(page).toContain('Payment failed')
    // The shop's redirectUrl for a failure is where the page sends the visitor back.
    expect(page).toContain('<a href="http://127.0.0.1:1/unpaid">Back to the shop</a>')
    const done = resultOf(
      await rpc(getBuyStatusResultSchema, EXCHANGE_METHODS.getBuyStatus, {
        sessionId,
        exchangeId: 'local-exchange',
      }),
    )
    expect(done).toEqual({ status: 'FAILED', txHash: null })
    expect(await usdcBalance(recipient)).toBe(0n)
  })

  it("answers 'is not supported' for an asset the exchange does not sell", async () => {
    const answer = await rpc(getPayUrlResultSchema, EXCHANGE_METHODS.getPayUrl, {
      exchangeId: 'local-otc',
      asset: usdcAsset(),
      amount: '5',
      recipient: `eip155:31337:${freshRecipient()}`,
    })
    expect('error' in answer && answer.error.message).toMatch(/is not supported by Local OTC Desk/)
    const unknownChain = await rpc(getPayUrlResultSchema, EXCHANGE_METHODS.getPayUrl, {
      exchangeId: 'local-exchange',
      asset: 'eip155:1/slip44:60',
      amount: '5',
      recipient: `eip155:1:${freshRecipient()}`,
    })
    expect('error' in unknownChain && unknownChain.error.message).toMatch(/is not supported/)
  })

  it('refuses bad params, an unknown method and an unknown session with JSON-RPC errors', async () => {
    const badAmount = await rpc(getPayUrlResultSchema, EXCHANGE_METHODS.getPayUrl, {
      exchangeId: 'local-exchange',
      asset: usdcAsset(),
      amount: '-5',
      recipient: `eip155:31337:${freshRecipient()}`,
    })
    expect('error' in badAmount && badAmount.error.code).toBe(-32602)
    // Finer than USDC's 6 decimals: refused, never rounded into another amount.
    const tooFine = await rpc(getPayUrlResultSchema, EXCHANGE_METHODS.getPayUrl, {
      exchangeId: 'local-exchange',
      asset: usdcAsset(),
      amount: '1.0000001',
      recipient: `eip155:31337:${freshRecipient()}`,
    })
    expect('error' in tooFine && tooFine.error.message).toMatch(/7 decimal places; USDC has 6/)
    const otherChain = await rpc(getPayUrlResultSchema, EXCHANGE_METHODS.getPayUrl, {
      exchangeId: 'local-exchange',
      asset: usdcAsset(),
      amount: '5',
      recipient: `eip155:31338:${freshRecipient()}`,
    })
    expect('error' in otherChain && otherChain.error.message).toMatch(/not an account on/)
    const unknown = await rpc(getBuyStatusResultSchema, 'portico_nothing', {})
    expect('error' in unknown && unknown.error.code).toBe(-32601)
    const session = await rpc(getBuyStatusResultSchema, EXCHANGE_METHODS.getBuyStatus, {
      sessionId: 'nope',
      exchangeId: 'local-exchange',
    })
    expect('error' in session && session.error.message).toMatch(/Unknown session/)
    expect((await fetch(`${stack().url}/exchange/checkout/nope`)).status).toBe(404)
  })
})
