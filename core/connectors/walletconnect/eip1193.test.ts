import { describe, expect, it } from 'vitest'
import { FakeUniversalProvider } from '../../../tests/support/universalProviderMock'
import { toHexChainId, walletConnectEip1193 } from './eip1193'

describe('chain ids in EIP-1193 form', () => {
  it.each([
    [1, '0x1'],
    [8453, '0x2105'],
    ['8453', '0x2105'],
    ['eip155:8453', '0x2105'],
    ['0x2105', '0x2105'],
  ])('%j → %j', (value, expected) => {
    expect(toHexChainId(value)).toBe(expected)
  })

  it.each([0, -1, 1.5, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:x', null])(
    'leaves %j for the adapter to refuse',
    (value) => {
      expect(toHexChainId(value)).toBe(value)
    },
  )
})

describe('the session as an EIP-1193 provider', () => {
  async function connectedClient() {
    const client = await FakeUniversalProvider.init({})
    void client.connect({})
    await Promise.resolve()
    client.approve({ chainId: 10 })
    return client
  }

  it('answers eth_chainId in hex and passes other requests through', async () => {
    const client = await connectedClient()
    const provider = walletConnectEip1193(client)
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0xa')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(
      client.session?.accounts,
    )
    expect(client.requests.map((request) => request.method)).toEqual([
      'eth_chainId',
      'eth_accounts',
    ])
  })

  it('turns chainChanged into hex, and removes the listener it was given', async () => {
    const client = await connectedClient()
    const provider = walletConnectEip1193(client)
    const seen: unknown[] = []
    const listener = (payload: unknown) => seen.push(payload)
    provider.on?.('chainChanged', listener)
    client.emit('chainChanged', '137')
    expect(seen).toEqual(['0x89'])
    provider.removeListener?.('chainChanged', listener)
    expect(client.listenerCount('chainChanged')).toBe(0)
  })

  it('ends the session for wallet_revokePermissions, and is fine when it already ended', async () => {
    const client = await connectedClient()
    const provider = walletConnectEip1193(client)
    await expect(
      provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).resolves.toBeNull()
    expect(client.disconnectCalls).toBe(1)
    await expect(provider.request({ method: 'wallet_revokePermissions' })).resolves.toBeNull()
    expect(client.disconnectCalls).toBe(1)
  })
})
