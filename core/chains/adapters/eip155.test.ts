import { describe, expect, it, vi } from 'vitest'
import { FakeProvider } from 'portico/testing'
import { PorticoError } from '../../errors/PorticoError'
import { findCatalogueNetwork } from '../catalogue'
import type { Network } from '../network'
import { createEip155Adapter } from './eip155'

const ACCOUNT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const HASH = `0x${'12'.repeat(32)}`
const SIGNATURE = `0x${'1b'.repeat(65)}`

function network(id: string): Network {
  const found = findCatalogueNetwork(id)
  if (!found) throw new Error(`${id} is not in the catalogue`)
  return found
}
const BASE = network('eip155:8453')

function wallet(state: ConstructorParameters<typeof FakeProvider>[0] = {}) {
  return new FakeProvider({ accounts: [ACCOUNT.toLowerCase(), OTHER], ...state })
}

async function connected(provider = wallet()) {
  const adapter = createEip155Adapter()
  await adapter.connect(provider)
  provider.calls.length = 0
  return { adapter, provider }
}

async function failure(promise: Promise<unknown>): Promise<PorticoError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof PorticoError) return error
    throw error
  }
  throw new Error('expected a PorticoError')
}

describe('eip155 adapter: connect and reconnect', () => {
  it('connects with eth_requestAccounts and eth_chainId', async () => {
    const provider = wallet({ chainId: 8453 })
    const connection = await createEip155Adapter().connect(provider)
    expect(provider.methods).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(connection).toEqual({
      namespace: 'eip155',
      accounts: [
        { address: ACCOUNT, type: 'eoa' },
        { address: OTHER, type: 'eoa' },
      ],
      caipNetworkId: 'eip155:8453',
      caipAddress: `eip155:8453:${ACCOUNT}`,
    })
  })

  it('surfaces a rejected connection with the wallet reason', async () => {
    const provider = wallet().fail('eth_requestAccounts', 4001, 'User rejected the request.')
    const error = await failure(createEip155Adapter().connect(provider))
    expect(error.code).toBe('CONNECTION_REJECTED')
    expect(error.shortMessage).toBe('User rejected the request.')
  })

  it('refuses malformed wallet answers at the boundary', async () => {
    const badAccounts = wallet().respond('eth_requestAccounts', ['0xnope'])
    expect((await failure(createEip155Adapter().connect(badAccounts))).code).toBe(
      'INVALID_WALLET_RESPONSE',
    )
    const badChain = wallet().respond('eth_chainId', 8453)
    expect((await failure(createEip155Adapter().connect(badChain))).code).toBe(
      'INVALID_WALLET_RESPONSE',
    )
    const none = wallet({ accounts: [] })
    expect((await failure(createEip155Adapter().connect(none))).code).toBe('NO_ACCOUNTS')
  })

  it('reconnects after a reload with eth_accounts, without prompting', async () => {
    const provider = wallet({ authorised: true, chainId: 10 })
    const connection = await createEip155Adapter().reconnect(provider)
    expect(provider.methods).toEqual(['eth_accounts', 'eth_chainId'])
    expect(connection?.caipAddress).toBe(`eip155:10:${ACCOUNT}`)
  })

  it('is not connected when eth_accounts is empty or unauthorised', async () => {
    const adapter = createEip155Adapter()
    expect(await adapter.reconnect(wallet({ authorised: false }))).toBeUndefined()
    const revoked = wallet().fail('eth_accounts', 4100, 'Unauthorized')
    expect(await adapter.reconnect(revoked)).toBeUndefined()
    await expect(adapter.signMessage('hi', ACCOUNT)).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
    })
  })

  it('surfaces any other reconnect failure', async () => {
    const broken = wallet().fail('eth_accounts', 4900, 'Disconnected from all chains')
    const error = await failure(createEip155Adapter().reconnect(broken))
    expect(error).toMatchObject({
      code: 'WALLET_DISCONNECTED',
      shortMessage: 'Disconnected from all chains',
    })
  })
})

describe('eip155 adapter: disconnect', () => {
  it('revokes the permission and forgets the wallet', async () => {
    const { adapter, provider } = await connected()
    await adapter.disconnect()
    expect(provider.calls).toEqual([
      { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] },
    ])
    expect(provider.state.authorised).toBe(false)
    await expect(adapter.switchNetwork(BASE)).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it.each([
    [-32601, 'method not found'],
    [4200, 'unsupported method'],
  ])('ignores a wallet without wallet_revokePermissions (%i, %s)', async (code, message) => {
    const { adapter, provider } = await connected()
    provider.fail('wallet_revokePermissions', code, message)
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    await expect(
      adapter.estimateGas({ kind: 'native', from: ACCOUNT, to: OTHER, value: 1n }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('surfaces other revoke failures, still disconnected locally', async () => {
    const { adapter, provider } = await connected()
    provider.fail('wallet_revokePermissions', -32603, 'Internal error')
    await expect(adapter.disconnect()).rejects.toMatchObject({ code: 'RPC_INTERNAL_ERROR' })
    await expect(adapter.signMessage('x', ACCOUNT)).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('does nothing when nothing is connected', async () => {
    await expect(createEip155Adapter().disconnect()).resolves.toBeUndefined()
  })
})

describe('eip155 adapter: switch network', () => {
  it('switches with wallet_switchEthereumChain', async () => {
    const { adapter, provider } = await connected(wallet({ chainId: 1, knownChainIds: [1, 8453] }))
    await adapter.switchNetwork(BASE)
    expect(provider.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ])
    expect(provider.state.chainId).toBe(8453)
  })

  it('adds an unknown chain on 4902, then switches again', async () => {
    const { adapter, provider } = await connected(wallet({ chainId: 1, knownChainIds: [1] }))
    await adapter.switchNetwork(BASE)
    expect(provider.methods).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(provider.paramsOf('wallet_addEthereumChain')).toEqual([
      [
        {
          chainId: '0x2105',
          chainName: 'Base',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['https://mainnet.base.org'],
          blockExplorerUrls: ['https://basescan.org'],
        },
      ],
    ])
    expect(provider.state.chainId).toBe(8453)
  })

  it('adds the chain when 4902 is nested in data.originalError', async () => {
    const { adapter, provider } = await connected(wallet({ knownChainIds: [1, 8453] }))
    provider.failOnce('wallet_switchEthereumChain', -32603, 'Internal JSON-RPC error.', {
      originalError: { code: 4902, message: 'Unrecognized chain ID "0x2105".' },
    })
    await adapter.switchNetwork(BASE)
    expect(provider.methods).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it.each([5000, 32603])('adds the chain on the chain-switch code %i', async (code) => {
    const { adapter, provider } = await connected(wallet({ knownChainIds: [1, 8453] }))
    provider.failOnce('wallet_switchEthereumChain', code, 'Unknown chain')
    await adapter.switchNetwork(BASE)
    expect(provider.methods).toContain('wallet_addEthereumChain')
  })

  it('surfaces a rejected switch as SWITCH_REJECTED with the wallet reason', async () => {
    const { adapter, provider } = await connected(wallet({ knownChainIds: [1, 8453] }))
    provider.fail('wallet_switchEthereumChain', 4001, 'User rejected the request.')
    const error = await failure(adapter.switchNetwork(BASE))
    expect(error).toMatchObject({
      code: 'SWITCH_REJECTED',
      shortMessage: 'User rejected the request.',
      details: { walletCode: 4001, caipNetworkId: 'eip155:8453' },
    })
    expect(provider.methods).toEqual(['wallet_switchEthereumChain'])
  })

  it('surfaces a rejected add as SWITCH_REJECTED without switching', async () => {
    const { adapter, provider } = await connected(wallet({ knownChainIds: [1] }))
    provider.fail('wallet_addEthereumChain', 4001, 'User denied adding the network')
    const error = await failure(adapter.switchNetwork(BASE))
    expect(error).toMatchObject({
      code: 'SWITCH_REJECTED',
      shortMessage: 'User denied adding the network',
    })
    expect(provider.methods).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })

  it('never loops: a second 4902 after adding is surfaced', async () => {
    const { adapter, provider } = await connected(wallet({ knownChainIds: [1] }))
    provider.fail('wallet_switchEthereumChain', 4902, 'Unrecognized chain ID')
    const error = await failure(adapter.switchNetwork(BASE))
    expect(error).toMatchObject({
      code: 'WALLET_UNRECOGNIZED_CHAIN',
      shortMessage: 'Unrecognized chain ID',
    })
    expect(provider.methods).toHaveLength(3)
  })

  it('surfaces other switch failures with their code and message, without adding', async () => {
    const { adapter, provider } = await connected()
    provider.fail('wallet_switchEthereumChain', -32002, 'Request already pending')
    const error = await failure(adapter.switchNetwork(BASE))
    expect(error).toMatchObject({
      code: 'RPC_RESOURCE_UNAVAILABLE',
      shortMessage: 'Request already pending',
      details: { method: 'wallet_switchEthereumChain', walletCode: -32002 },
    })
    expect(provider.methods).toEqual(['wallet_switchEthereumChain'])
  })

  it('refuses to switch an EVM wallet to a Solana network', async () => {
    const { adapter, provider } = await connected()
    const error = await failure(
      adapter.switchNetwork(network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
    )
    expect(error.code).toBe('INVALID_CHAIN_NAMESPACE')
    expect(provider.calls).toEqual([])
  })
})

describe('eip155 adapter: sign and send', () => {
  it('signs a message with personal_sign, hex-encoded', async () => {
    const { adapter, provider } = await connected()
    provider.respond('personal_sign', SIGNATURE)
    expect(await adapter.signMessage('hello', ACCOUNT.toLowerCase() as `0x${string}`)).toBe(
      SIGNATURE,
    )
    expect(provider.paramsOf('personal_sign')).toEqual([['0x68656c6c6f', ACCOUNT]])
  })

  it('surfaces a declined signature and a malformed one', async () => {
    const { adapter, provider } = await connected()
    provider.failOnce('personal_sign', 4001, 'User denied message signature.')
    expect(await failure(adapter.signMessage('hi', ACCOUNT))).toMatchObject({
      code: 'SIGNATURE_DECLINED',
      shortMessage: 'User denied message signature.',
    })
    provider.respondOnce('personal_sign', 'not hex')
    expect((await failure(adapter.signMessage('hi', ACCOUNT))).code).toBe('INVALID_WALLET_RESPONSE')
  })

  it('sends the native currency with empty data and a value', async () => {
    const { adapter, provider } = await connected()
    provider.respond('eth_sendTransaction', HASH)
    const hash = await adapter.sendTransaction({
      kind: 'native',
      from: ACCOUNT,
      to: OTHER,
      value: 10n ** 17n,
    })
    expect(hash).toBe(HASH)
    expect(provider.paramsOf('eth_sendTransaction')).toEqual([
      [{ from: ACCOUNT, to: OTHER, data: '0x', value: '0x16345785d8a0000' }],
    ])
  })

  it('sends a token through its transfer function, with the calldata encoded', async () => {
    const { adapter, provider } = await connected()
    provider.respond('eth_sendTransaction', HASH)
    await adapter.sendTransaction({
      kind: 'erc20',
      from: ACCOUNT,
      token: USDC,
      to: OTHER,
      amount: 1_500_000n,
    })
    expect(provider.paramsOf('eth_sendTransaction')).toEqual([
      [
        {
          from: ACCOUNT,
          to: USDC,
          data:
            '0xa9059cbb' +
            '000000000000000000000000fb6916095ca1df60bb79ce92ce3ea74c37c5d359' +
            '000000000000000000000000000000000000000000000000000000000016e360',
        },
      ],
    ])
  })

  it('surfaces a rejected transaction and a malformed hash', async () => {
    const { adapter, provider } = await connected()
    const request = { kind: 'native', from: ACCOUNT, to: OTHER, value: 1n } as const
    provider.failOnce('eth_sendTransaction', 4001, 'User denied transaction signature.')
    expect(await failure(adapter.sendTransaction(request))).toMatchObject({
      code: 'TRANSACTION_REJECTED',
      shortMessage: 'User denied transaction signature.',
    })
    provider.respondOnce('eth_sendTransaction', '0x1234')
    expect((await failure(adapter.sendTransaction(request))).code).toBe('INVALID_WALLET_RESPONSE')
    provider.failOnce('eth_sendTransaction', -32000, 'insufficient funds for gas')
    expect(await failure(adapter.sendTransaction(request))).toMatchObject({
      code: 'RPC_INVALID_INPUT',
      shortMessage: 'insufficient funds for gas',
    })
  })

  it('estimates gas with eth_estimateGas', async () => {
    const { adapter, provider } = await connected()
    provider.respond('eth_estimateGas', '0x5208')
    expect(await adapter.estimateGas({ kind: 'native', from: ACCOUNT, to: OTHER, value: 1n })).toBe(
      21_000n,
    )
    expect(provider.paramsOf('eth_estimateGas')).toEqual([
      [{ from: ACCOUNT, to: OTHER, data: '0x', value: '0x1' }],
    ])
    provider.failOnce('eth_estimateGas', -32000, 'execution reverted')
    await expect(
      adapter.estimateGas({ kind: 'native', from: ACCOUNT, to: OTHER, value: 1n }),
    ).rejects.toMatchObject({ code: 'RPC_INVALID_INPUT', shortMessage: 'execution reverted' })
  })
})

describe('eip155 adapter: wallet events', () => {
  it('passes parsed account, chain and disconnect events to listeners', async () => {
    const { adapter, provider } = await connected()
    const listener = vi.fn()
    const stop = adapter.watch(listener)
    provider.emit('accountsChanged', [OTHER.toLowerCase()])
    provider.emit('chainChanged', '0xa')
    provider.emit('accountsChanged', [])
    provider.emit('disconnect', { code: 4900, message: 'Disconnected' })
    expect(listener.mock.calls.map(([event]: unknown[]) => event)).toEqual([
      { type: 'accountsChanged', accounts: [{ address: OTHER, type: 'eoa' }] },
      { type: 'chainChanged', caipNetworkId: 'eip155:10' },
      { type: 'accountsChanged', accounts: [] },
      { type: 'disconnect' },
    ])
    stop()
    provider.emit('chainChanged', '0x1')
    expect(listener).toHaveBeenCalledTimes(4)
  })

  it('drops malformed events', async () => {
    const { adapter, provider } = await connected()
    const listener = vi.fn()
    adapter.watch(listener)
    provider.emit('accountsChanged', 'nope')
    provider.emit('chainChanged', 10)
    expect(listener).not.toHaveBeenCalled()
  })

  it('stops listening to the wallet on disconnect, and to the old wallet on a new connect', async () => {
    const { adapter, provider } = await connected()
    expect(provider.listenerCount('chainChanged')).toBe(1)
    const next = wallet()
    await adapter.connect(next)
    expect(provider.listenerCount('chainChanged')).toBe(0)
    expect(next.listenerCount('chainChanged')).toBe(1)
    await adapter.disconnect()
    expect(next.listenerCount('accountsChanged')).toBe(0)
  })
})
