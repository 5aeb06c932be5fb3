import { describe, expect, it } from 'vitest'
import { balanceResponseSchema } from '../../core/account/schemas'
import {
  nativeEntry,
  onTestNode,
  serviceHandlers,
  setupServiceServer,
  TEST_ENDPOINTS,
  TEST_RPC_URL,
  tokenEntry,
} from 'portico/testing'

const server = setupServiceServer()

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const balanceUrl = (params: Record<string, string>) =>
  `${TEST_ENDPOINTS.blockchainServices}/v1/account/${ADDRESS}/balance?${new URLSearchParams(params).toString()}`

describe('the test balance and identity service', () => {
  it('answers the entries of the requested network, valid for the production schema', async () => {
    server.use(
      serviceHandlers.balances({
        [ADDRESS.toLowerCase()]: [
          nativeEntry('eip155:1', '1'),
          tokenEntry('eip155:1', 'USDC', '2'),
          nativeEntry('eip155:8453', '3'),
        ],
      }),
    )
    const response = await fetch(balanceUrl({ currency: 'usd', chainId: 'eip155:8453' }))
    const body = balanceResponseSchema.parse(await response.json())
    expect(body.balances.map((entry) => entry.quantity.numeric)).toEqual(['3'])
  })

  it('refuses a call without currency=usd or chainId, as the service would', async () => {
    server.use(serviceHandlers.balances({}))
    expect((await fetch(balanceUrl({ chainId: 'eip155:1' }))).status).toBe(400)
    expect((await fetch(balanceUrl({ currency: 'usd' }))).status).toBe(400)
  })

  it('answers no name and no avatar for an unknown address', async () => {
    server.use(serviceHandlers.identities({}))
    const response = await fetch(`${TEST_ENDPOINTS.blockchainServices}/v1/identity/${ADDRESS}`)
    expect(await response.json()).toEqual({ name: null, avatar: null })
  })

  it('puts catalogue networks on the msw node', () => {
    expect(onTestNode('eip155:8453')).toMatchObject({
      name: 'Base',
      rpcUrls: { default: { http: [TEST_RPC_URL] } },
    })
    expect(() => onTestNode('eip155:999999')).toThrow('not in the catalogue')
  })
})
