import { http } from 'msw'
import {
  rpcHandlers,
  serviceHandlers,
  setupServiceServer,
  TEST_ENDPOINTS,
  TEST_RPC_URL,
  validated,
} from 'portico/testing'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { originsResponseSchema, remoteConfigResponseSchema } from '../../core/api/schemas'

// The kit's msw side: the server's defaults and their precedence, answers checked by the
// production schemas, and the JSON-RPC node.

const server = setupServiceServer(serviceHandlers.origins(['https://shop.example']))

const ws = (path: string) => `${TEST_ENDPOINTS.walletServices}${path}`

async function rpc(body: unknown) {
  const response = await fetch(TEST_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as unknown
}

describe('setupServiceServer', () => {
  it('answers what a modal calls on its own, valid for the production schemas', async () => {
    const response = await fetch(ws(`/appkit/v1/config?projectId=test`))
    expect(remoteConfigResponseSchema.parse(await response.json())).toEqual({ features: [] })
  })

  it('puts the handlers it is given before the defaults', async () => {
    const response = await fetch(ws('/projects/v1/origins'))
    expect(originsResponseSchema.parse(await response.json()).allowedOrigins).toEqual([
      'https://shop.example',
    ])
  })

  it('lets a test override both with server.use, until it ends', async () => {
    server.use(serviceHandlers.config([{ id: 'activity', isEnabled: true }]))
    const response = await fetch(ws('/appkit/v1/config'))
    expect(await response.json()).toEqual({ features: [{ id: 'activity', isEnabled: true }] })
  })

  it('fails a request no handler answers', async () => {
    await expect(fetch(`${TEST_ENDPOINTS.walletServices}/nowhere`)).rejects.toThrow()
  })
})

describe('validated', () => {
  const greeting = z.object({ text: z.string() })

  it('answers with the body the schema parsed', async () => {
    server.use(http.get(ws('/greeting'), () => validated(greeting, { text: 'Hello' })))
    expect(await (await fetch(ws('/greeting'))).json()).toEqual({ text: 'Hello' })
  })

  it('refuses a body production would not accept, so the handler cannot drift', () => {
    expect(() => validated(greeting, { text: 42 } as unknown as { text: string })).toThrow()
  })
})

describe('rpcHandlers', () => {
  it('answers single and batch requests, -32601 for a method it has no answer for', async () => {
    server.use(rpcHandlers.node({ eth_chainId: () => ({ result: '0x1' }) }))
    expect(await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: '0x1',
    })
    expect(
      await rpc([
        { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 3, method: 'eth_blockNumber' },
      ]),
    ).toEqual([
      { jsonrpc: '2.0', id: 2, result: '0x1' },
      {
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32601, message: 'Method eth_blockNumber not found' },
      },
    ])
  })

  it('answers -32600 to what is not a JSON-RPC request, without calling onCall', async () => {
    const calls: string[] = []
    server.use(rpcHandlers.node({}, { onCall: (call) => calls.push(call.method) }))
    expect(await rpc({ id: 1, method: 'eth_chainId' })).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request' },
    })
    expect(calls).toEqual([])
  })

  it('reads balances from a table, in either case of the address, zero for an unknown one', async () => {
    const checksummed = '0x52908400098527886E0F7030069857D2E4169EE7'
    const other = '0x8617e340b3d01fa5f11f306f4090fd50e238070d'
    server.use(rpcHandlers.balances({ [checksummed]: 16n, [other]: 1n }))
    const balance = (address: string) =>
      rpc({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] })
    expect(await balance(checksummed)).toMatchObject({ result: '0x10' })
    expect(await balance(checksummed.toLowerCase())).toMatchObject({ result: '0x10' })
    expect(await balance(other.toUpperCase().replace('0X', '0x'))).toMatchObject({ result: '0x1' })
    expect(await balance('0x000000000000000000000000000000000000dead')).toMatchObject({
      result: '0x0',
    })
  })

  it('refuses a balance table keyed by something that is no address', () => {
    expect(() => rpcHandlers.balances({ '0xabc': 16n })).toThrow(
      'rpcHandlers.balances: the key "0xabc" is not an EVM address',
    )
  })
})
