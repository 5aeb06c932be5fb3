import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  announceWallet,
  type BalanceCall,
  FakeProvider,
  nativeEntry,
  onTestNode,
  serviceHandlers,
  setupServiceServer,
  TEST_WALLET_INFO,
  tokenEntry,
} from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { toChecksumAddress } from '../chains/address'
import { connectWith } from '../connection'
import { accountChanged, activeNamespaceSet, connected, networkChanged } from './slice'
import { startAccountSync } from './sync'

const server = setupServiceServer()

// The fake wallet's account, as the kit keeps it (checksummed).
const ADDRESS = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7')
const OTHER = toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')

afterEach(() => localStorage.clear())

type TestModal = ReturnType<typeof coreModal>
const account = (modal: TestModal) => modal.getState().account.byNamespace.eip155

/** The services of these tests: balances on Ethereum and Base, and identities, all counted. */
function services() {
  const balanceCalls: BalanceCall[] = []
  const identityCalls: string[] = []
  server.use(
    serviceHandlers.balances(
      {
        [ADDRESS.toLowerCase()]: [
          nativeEntry('eip155:1', '1.5'),
          tokenEntry('eip155:1', 'USDC', '20'),
          nativeEntry('eip155:8453', '0.25'),
        ],
        [OTHER.toLowerCase()]: [nativeEntry('eip155:1', '7')],
      },
      (call) => balanceCalls.push(call),
    ),
    serviceHandlers.identities(
      {
        [ADDRESS.toLowerCase()]: { name: 'alice.eth', avatar: null },
        [OTHER.toLowerCase()]: { name: 'bob.eth', avatar: null },
      },
      (address) => identityCalls.push(address),
    ),
  )
  return { balanceCalls, identityCalls }
}

function syncedModal() {
  const modal = coreModal({ networks: [onTestNode('eip155:1'), onTestNode('eip155:8453')] })
  const stop = startAccountSync(modal.runtime)
  return { modal, stop }
}

async function connectWallet(modal: TestModal, provider = new FakeProvider()) {
  announceWallet(provider)
  await modal.store.dispatch(connectWith(TEST_WALLET_INFO.rdns))
  return provider
}

describe('startAccountSync', () => {
  it('reads the balance and identity when the account connects', async () => {
    const { balanceCalls, identityCalls } = services()
    const { modal } = syncedModal()
    expect(balanceCalls).toEqual([])

    await connectWallet(modal)

    await vi.waitFor(() =>
      expect(account(modal)).toMatchObject({
        balance: '1.5',
        balanceSymbol: 'ETH',
        profileName: 'alice.eth',
      }),
    )
    expect(account(modal)?.tokenBalance?.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(balanceCalls.map((call) => call.chainId)).toEqual(['eip155:1'])
    expect(identityCalls).toEqual([ADDRESS])
  })

  it("follows the wallet to another network: the old network's balance goes, the new one comes", async () => {
    const { balanceCalls } = services()
    const { modal } = syncedModal()
    const provider = await connectWallet(modal)
    await vi.waitFor(() => expect(account(modal)?.balance).toBe('1.5'))

    provider.emit('chainChanged', '0x2105')

    // Cleared at once, so Base never shows Ethereum's balance...
    expect(account(modal)).toMatchObject({ caipNetworkId: 'eip155:8453', balance: undefined })
    expect(account(modal)?.tokenBalance).toBeUndefined()
    // ...while the name, which belongs to the address, stays.
    expect(account(modal)?.profileName).toBe('alice.eth')
    await vi.waitFor(() => expect(account(modal)?.balance).toBe('0.25'))
    expect(balanceCalls.map((call) => call.chainId)).toEqual(['eip155:1', 'eip155:8453'])
  })

  it('follows another address: balance and identity are read for it', async () => {
    const { identityCalls } = services()
    const { modal } = syncedModal()
    const provider = await connectWallet(modal)
    await vi.waitFor(() => expect(account(modal)?.profileName).toBe('alice.eth'))

    provider.emit('accountsChanged', [OTHER.toLowerCase()])

    expect(account(modal)?.profileName).toBeUndefined()
    await vi.waitFor(() =>
      expect(account(modal)).toMatchObject({ balance: '7', profileName: 'bob.eth' }),
    )
    expect(identityCalls).toEqual([ADDRESS, OTHER])
  })

  it('refreshes nothing for changes that keep the account and network', async () => {
    const { balanceCalls, identityCalls } = services()
    const { modal } = syncedModal()
    await connectWallet(modal)
    await vi.waitFor(() => expect(account(modal)?.profileName).toBe('alice.eth'))
    // The same address and network announced again, and the same namespace chosen again.
    modal.store.dispatch(
      accountChanged({ namespace: 'eip155', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` }),
    )
    modal.store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:1' }))
    modal.store.dispatch(activeNamespaceSet('eip155'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(balanceCalls).toHaveLength(1)
    expect(identityCalls).toHaveLength(1)
  })

  it('reads at once when the account is already connected, and runs once per modal', async () => {
    const { balanceCalls } = services()
    const modal = coreModal({ networks: [onTestNode('eip155:1')] })
    await connectWallet(modal)
    expect(account(modal)?.balance).toBeUndefined()

    const stop = startAccountSync(modal.runtime)
    expect(startAccountSync(modal.runtime)).toBe(stop)

    await vi.waitFor(() => expect(account(modal)?.balance).toBe('1.5'))
    modal.store.dispatch(
      accountChanged({ namespace: 'eip155', address: OTHER, caipAddress: `eip155:1:${OTHER}` }),
    )
    await vi.waitFor(() => expect(account(modal)?.balance).toBe('7'))
    // One listener: one request per change, not one per call of startAccountSync.
    expect(balanceCalls).toHaveLength(2)
  })

  it('stops following once stopped, and can be started again', async () => {
    const { balanceCalls } = services()
    const { modal, stop } = syncedModal()
    stop()
    // An account change while stopped (set directly: connecting would start the sync again).
    modal.store.dispatch(activeNamespaceSet('eip155'))
    modal.store.dispatch(
      connected(
        {
          namespace: 'eip155',
          address: ADDRESS,
          caipAddress: `eip155:1:${ADDRESS}`,
          caipNetworkId: 'eip155:1',
          connectorId: TEST_WALLET_INFO.rdns,
        },
        'restore',
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(balanceCalls).toEqual([])

    // Connecting starts it again: balance first, then every network change.
    const provider = await connectWallet(modal)
    await vi.waitFor(() => expect(account(modal)?.balance).toBe('1.5'))
    provider.emit('chainChanged', '0x2105')
    await vi.waitFor(() => expect(account(modal)?.balance).toBe('0.25'))
  })
})
