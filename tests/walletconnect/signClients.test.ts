// @vitest-environment node
// Two real @walletconnect/sign-client 2.25 clients, a dApp and a wallet, pairing through the
// local relay: the proposal, the approval, a request and its answer, and the disconnect. The
// relay understands every frame they send (it refuses none), and neither asks anything of a
// host other than 127.0.0.1.
import { getSdkError } from '@walletconnect/utils'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startWalletConnect, type WalletConnectStack } from '../../demo/walletconnect/server'
import { localSignClient, refuseRemoteFetch, type SignClientInstance } from './offline'

type Client = SignClientInstance

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const METHODS = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const EVENTS = ['chainChanged', 'accountsChanged']

let stack: WalletConnectStack
const clients: Client[] = []
const remoteCalls = refuseRemoteFetch()

async function client(name: string): Promise<Client> {
  const created = await localSignClient(stack, name, `${name}-${clients.length}`)
  clients.push(created)
  return created
}

/** Resolves with the next event of that name. */
const next = <T>(target: Client, event: Parameters<Client['once']>[0]) =>
  new Promise<T>((resolve) => target.once(event, ((payload: T) => resolve(payload)) as never))

beforeAll(async () => {
  stack = await startWalletConnect()
})

afterEach(() => {
  expect(stack.relay.refusals).toEqual([])
  expect(remoteCalls).toEqual([])
})

afterAll(async () => {
  for (const each of clients) await each.core.relayer.transportClose().catch(() => undefined)
  vi.unstubAllGlobals()
  await stack.stop()
})

describe('two sign-clients through the local relay', () => {
  it('pairs, answers a request, switches chain with session_update and disconnects', async () => {
    const dapp = await client('Shop')
    const wallet = await client('Wallet')

    const proposalSeen = next<{
      id: number
      params: { optionalNamespaces: Record<string, unknown> }
    }>(wallet, 'session_proposal')
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1', 'eip155:8453'], methods: METHODS, events: EVENTS },
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri ?? '' })
    const proposal = await proposalSeen
    expect(proposal.params.optionalNamespaces).toHaveProperty('eip155')

    const approved = await wallet.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: ['eip155:1'],
          accounts: [`eip155:1:${ACCOUNT}`],
          methods: METHODS,
          events: EVENTS,
        },
      },
    })
    const session = await approval()
    await approved.acknowledged()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${ACCOUNT}`])
    expect(session.peer.metadata.name).toBe('Wallet')
    expect(wallet.session.get(session.topic).peer.metadata.name).toBe('Shop')

    // A request, answered by the wallet.
    const requestSeen = next<{
      id: number
      topic: string
      params: { request: { method: string; params: unknown } }
    }>(wallet, 'session_request')
    const answer = dapp.request<string>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    })
    const request = await requestSeen
    expect(request.params.request).toMatchObject({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ACCOUNT],
    })
    await wallet.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', result: '0xsigned' },
    })
    await expect(answer).resolves.toBe('0xsigned')

    // A rejected request reaches the dApp as the wallet's error.
    const rejectedSeen = next<{ id: number; topic: string }>(wallet, 'session_request')
    const rejected = dapp.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT, to: ACCOUNT, value: '0x1' }],
      },
    })
    const toReject = await rejectedSeen
    await wallet.respond({
      topic: toReject.topic,
      response: { id: toReject.id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
    })
    await expect(rejected).rejects.toMatchObject({ code: 5000 })

    // The wallet adds Base to the session, then tells the dApp about the chain.
    const updated = next<{ params: { namespaces: Record<string, { chains?: string[] }> } }>(
      dapp,
      'session_update',
    )
    const { acknowledged } = await wallet.update({
      topic: session.topic,
      namespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:8453'],
          accounts: [`eip155:1:${ACCOUNT}`, `eip155:8453:${ACCOUNT}`],
          methods: METHODS,
          events: EVENTS,
        },
      },
    })
    await acknowledged()
    expect((await updated).params.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:8453'])
    const event = next<{ params: { event: { name: string; data: unknown }; chainId: string } }>(
      dapp,
      'session_event',
    )
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:8453',
      event: { name: 'chainChanged', data: 8453 },
    })
    expect((await event).params).toMatchObject({
      chainId: 'eip155:8453',
      event: { name: 'chainChanged', data: 8453 },
    })

    // The dApp ends the session; the wallet hears of it.
    const deleted = next<{ topic: string }>(wallet, 'session_delete')
    await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.session.getAll()).toEqual([])
    expect(dapp.session.getAll()).toEqual([])
  })

  it('lets the wallet end the session, and the dApp hears of it', async () => {
    const dapp = await client('Shop')
    const wallet = await client('Wallet')
    const proposalSeen = next<{ id: number }>(wallet, 'session_proposal')
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: METHODS, events: EVENTS } },
    })
    await wallet.pair({ uri: uri ?? '' })
    const proposal = await proposalSeen
    await wallet.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: ['eip155:1'],
          accounts: [`eip155:1:${ACCOUNT}`],
          methods: METHODS,
          events: EVENTS,
        },
      },
    })
    const session = await approval()
    const deleted = next<{ topic: string }>(dapp, 'session_delete')
    await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect((await deleted).topic).toBe(session.topic)
  })

  it('tells the dApp when the wallet rejects the proposal', async () => {
    const dapp = await client('Shop')
    const wallet = await client('Wallet')
    const proposalSeen = next<{ id: number }>(wallet, 'session_proposal')
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: METHODS, events: EVENTS } },
    })
    await wallet.pair({ uri: uri ?? '' })
    const proposal = await proposalSeen
    await wallet.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    await expect(approval()).rejects.toMatchObject({ code: 5000 })
  })
})
