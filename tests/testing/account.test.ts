import { describe, expect, it } from 'vitest'
import { balanceResponseSchema, identityResponseSchema } from '../../core/account/schemas'
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

  it('finds an identity keyed checksummed or lower-case, whatever case the kit asks in', async () => {
    const other = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'
    server.use(
      serviceHandlers.identities({
        [ADDRESS]: { name: 'ada.eth', avatar: null },
        [other.toLowerCase()]: { name: 'bob.eth', avatar: null },
      }),
    )
    const nameOf = async (address: string) => {
      const response = await fetch(`${TEST_ENDPOINTS.blockchainServices}/v1/identity/${address}`)
      return identityResponseSchema.parse(await response.json()).name
    }
    expect(await nameOf(ADDRESS)).toBe('ada.eth')
    expect(await nameOf(ADDRESS.toLowerCase())).toBe('ada.eth')
    expect(await nameOf(other)).toBe('bob.eth')
    expect(await nameOf(other.toLowerCase())).toBe('bob.eth')
  })

  it('finds balances keyed checksummed, and takes another namespace’s address as written', async () => {
    const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    server.use(
      serviceHandlers.balances({
        [ADDRESS]: [nativeEntry('eip155:1', '1')],
        [solana]: [nativeEntry('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '2', 'SOL')],
      }),
    )
    const numericOf = async (address: string, chainId: string) => {
      const query = new URLSearchParams({ currency: 'usd', chainId }).toString()
      const url = `${TEST_ENDPOINTS.blockchainServices}/v1/account/${address}/balance?${query}`
      const body = balanceResponseSchema.parse(await (await fetch(url)).json())
      return body.balances.map((entry) => entry.quantity.numeric)
    }
    expect(await numericOf(ADDRESS.toLowerCase(), 'eip155:1')).toEqual(['1'])
    expect(await numericOf(solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual(['2'])
    // Solana addresses are case-sensitive: another case is another (unknown) account.
    expect(
      await numericOf(solana.toLowerCase(), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ).toEqual([])
  })

  it('refuses a table key that is no address, naming the handler and the key', () => {
    const noName = { name: null, avatar: null }
    expect(() => serviceHandlers.identities({ '0x5290': noName })).toThrow(
      'serviceHandlers.identities: the key "0x5290" is not an EVM address',
    )
    // A mixed-case key whose checksum is wrong is a typo, not another account.
    expect(() =>
      serviceHandlers.identities({ '0x52908400098527886E0F7030069857D2E4169Ee7': noName }),
    ).toThrow('fails its EIP-55 checksum')
    expect(() => serviceHandlers.identities({ 'ada.eth': noName })).toThrow('ada.eth')
    expect(() => serviceHandlers.balances({ 'not an address': [] })).toThrow(
      'serviceHandlers.balances: the key "not an address"',
    )
    expect(() =>
      serviceHandlers.identities({ [ADDRESS]: noName, [ADDRESS.toLowerCase()]: noName }),
    ).toThrow('listed twice')
  })

  it('puts catalogue networks on the msw node', () => {
    expect(onTestNode('eip155:8453')).toMatchObject({
      name: 'Base',
      rpcUrls: { default: { http: [TEST_RPC_URL] } },
    })
    expect(() => onTestNode('eip155:999999')).toThrow('not in the catalogue')
  })
})
