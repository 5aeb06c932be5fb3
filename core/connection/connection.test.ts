import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  announceWallet,
  FakeProvider,
  setupServiceServer,
  TEST_WALLET_INFO as DEMO_WALLET,
} from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { findCatalogueNetwork } from '../chains'
import { toChecksumAddress } from '../chains/address'
import { discoverConnectors } from '../connectors/discover'
import { PorticoError } from '../errors'
import { activateConnection, connectWith, disconnect, restoreConnections, switchNetwork } from '.'
import { CONNECTIONS_STORAGE_KEY, readConnections } from './storage'

setupServiceServer()

// The wallet answers in lower case; the kit keeps the checksummed form.
const ADDRESS = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7')
let stopAnnouncing: (() => void) | undefined

beforeEach(() => localStorage.clear())
afterEach(() => {
  stopAnnouncing?.()
  stopAnnouncing = undefined
})

function walletInPage(provider = new FakeProvider()) {
  stopAnnouncing = announceWallet(provider)
  return provider
}

const account = (modal: ReturnType<typeof coreModal>) => modal.getState().account.byNamespace.eip155

describe('connecting through an announced wallet', () => {
  it('connects, stores the connection and tracks it', async () => {
    const provider = walletInPage()
    const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
    discoverConnectors(modal.runtime)
    // WalletConnect is listed too: the modal has a projectId.
    expect(modal.getState().connectors?.list.map((c) => c.name)).toEqual([
      'WalletConnect',
      'Demo Wallet',
    ])
    const track = vi.spyOn(modal.runtime.analytics, 'track')

    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))

    expect(account(modal)).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
      caipNetworkId: 'eip155:1',
      connectorId: DEMO_WALLET.rdns,
    })
    expect(modal.getState().account.activeNamespace).toBe('eip155')
    expect(readConnections()).toEqual({
      active: 'eip155',
      connections: [{ namespace: 'eip155', connectorId: DEMO_WALLET.rdns, status: 'connected' }],
    })
    expect(provider.calls.map((call) => call.method)).toContain('eth_requestAccounts')
    expect(track).toHaveBeenCalledWith('CONNECT_SUCCESS', {
      method: 'browser',
      name: 'Demo Wallet',
    })
  })

  it('surfaces a rejection with its code and the wallet reason, and loses nothing', async () => {
    walletInPage(new FakeProvider().failOnce('eth_requestAccounts', 4001, 'User said no'))
    const modal = coreModal()
    const failure = modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    await expect(failure).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      shortMessage: 'User said no',
    })
    expect(account(modal)?.status).toBe('disconnected')
    expect(readConnections().connections).toEqual([])
    // A retry goes through.
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    expect(account(modal)?.status).toBe('connected')
  })

  it('refuses a connector the page does not have', async () => {
    const modal = coreModal()
    await expect(modal.store.dispatch(connectWith('io.unknown'))).rejects.toThrow(
      'No connector found for connection',
    )
  })

  it('follows the wallet: another chain updates the account, no account left resets it', async () => {
    const provider = walletInPage()
    const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    provider.emit('chainChanged', '0x2105')
    expect(account(modal)).toMatchObject({
      caipNetworkId: 'eip155:8453',
      caipAddress: `eip155:8453:${ADDRESS}`,
    })
    provider.emit('accountsChanged', [])
    expect(account(modal)?.status).toBe('disconnected')
    expect(readConnections().connections[0]?.status).toBe('disconnected')
  })
})

describe('restoring after a reload', () => {
  async function connectThenReload() {
    const first = coreModal()
    await first.store.dispatch(connectWith(DEMO_WALLET.rdns))
    await first.destroy()
    // The "reload": a new modal, and a wallet that remembers it granted the page.
    return coreModal()
  }

  it('reconnects silently at start, without asking the visitor again', async () => {
    const provider = walletInPage()
    const modal = await connectThenReload()
    provider.calls.length = 0
    // createModal restores on its own when something is stored; wait for it.
    await vi.waitFor(() => expect(account(modal)?.status).toBe('connected'))
    expect(account(modal)?.address).toBe(ADDRESS)
    expect(provider.calls.map((call) => call.method)).not.toContain('eth_requestAccounts')
    expect(modal.getState().account.activeNamespace).toBe('eip155')
  })

  it('resets and remembers disconnected when the wallet no longer grants access', async () => {
    const provider = walletInPage()
    await coreModal().store.dispatch(connectWith(DEMO_WALLET.rdns))
    provider.state.authorised = false
    const modal = coreModal()
    await modal.store.dispatch(restoreConnections())
    expect(account(modal)?.status).toBe('disconnected')
    expect(readConnections().connections[0]?.status).toBe('disconnected')
  })

  it('gives up on a wallet that is gone, after a short wait', async () => {
    walletInPage()
    await coreModal().store.dispatch(connectWith(DEMO_WALLET.rdns))
    stopAnnouncing?.()
    stopAnnouncing = undefined
    const modal = coreModal()
    await modal.store.dispatch(restoreConnections())
    expect(account(modal)?.status).toBe('disconnected')
  })

  it('drops a corrupt stored value instead of failing', async () => {
    localStorage.setItem(CONNECTIONS_STORAGE_KEY, '{"connections":[{"namespace":"tron"}]}')
    expect(readConnections()).toEqual({ connections: [] })
    expect(localStorage.getItem(CONNECTIONS_STORAGE_KEY)).toBeNull()
    localStorage.setItem(CONNECTIONS_STORAGE_KEY, 'not json')
    expect(readConnections()).toEqual({ connections: [] })
  })
})

describe('the connection list rules (SPEC §4)', () => {
  it('re-activates a connected entry and connects a disconnected one', async () => {
    const provider = walletInPage()
    const modal = coreModal()
    await modal.store.dispatch(
      activateConnection({
        namespace: 'eip155',
        connectorId: DEMO_WALLET.rdns,
        status: 'disconnected',
      }),
    )
    expect(account(modal)?.status).toBe('connected')
    provider.calls.length = 0
    await modal.store.dispatch(
      activateConnection({ namespace: 'eip155', connectorId: DEMO_WALLET.rdns, status: 'active' }),
    )
    expect(provider.calls).toEqual([])
  })

  it("throws 'Invalid connection status' for anything else", async () => {
    const modal = coreModal()
    const attempt = modal.store.dispatch(
      activateConnection({ namespace: 'eip155', connectorId: DEMO_WALLET.rdns, status: 'pending' }),
    )
    await expect(attempt).rejects.toBeInstanceOf(PorticoError)
    await expect(attempt).rejects.toThrow('Invalid connection status')
  })
})

describe('disconnecting', () => {
  it('resets the account and remembers it disconnected', async () => {
    walletInPage()
    const modal = coreModal()
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    await modal.store.dispatch(disconnect())
    expect(account(modal)).toMatchObject({ status: 'disconnected', address: undefined })
    expect(readConnections().connections[0]?.status).toBe('disconnected')
  })

  it("shows 'Failed to disconnect' when the wallet errs, and still resets", async () => {
    walletInPage(new FakeProvider().fail('wallet_revokePermissions', -32603, 'Internal error'))
    const modal = coreModal()
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    await modal.store.dispatch(disconnect())
    expect(account(modal)?.status).toBe('disconnected')
    await vi.waitFor(() =>
      expect(modal.getState().snackbar).toMatchObject({
        open: true,
        variant: 'error',
        message: { key: 'errors.disconnectFailed' },
      }),
    )
  })
})

describe('switching networks', () => {
  const base = findCatalogueNetwork('eip155:8453')

  it('switches, adding the chain to the wallet on 4902', async () => {
    const provider = walletInPage(new FakeProvider({ knownChainIds: [1] }))
    const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    if (!base) throw new Error('Base is in the catalogue')
    expect(await modal.store.dispatch(switchNetwork(base))).toBe(true)
    expect(account(modal)).toMatchObject({ caipNetworkId: 'eip155:8453', address: ADDRESS })
    expect(provider.calls.map((call) => call.method)).toContain('wallet_addEthereumChain')
  })

  it('surfaces a refused switch and keeps the address and network', async () => {
    walletInPage(
      new FakeProvider({ knownChainIds: [1, 8453] }).fail(
        'wallet_switchEthereumChain',
        4001,
        'Not now',
      ),
    )
    const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    if (!base) throw new Error('Base is in the catalogue')
    expect(await modal.store.dispatch(switchNetwork(base))).toBe(false)
    expect(account(modal)).toMatchObject({
      status: 'connected',
      caipNetworkId: 'eip155:1',
      address: ADDRESS,
    })
    await vi.waitFor(() =>
      expect(modal.getState().snackbar).toMatchObject({
        variant: 'error',
        message: { text: 'Not now' },
      }),
    )
  })

  it('flags a switch into another namespace', async () => {
    walletInPage()
    const modal = coreModal()
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    const solana = findCatalogueNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    if (!solana) throw new Error('Solana is in the catalogue')
    await expect(modal.store.dispatch(switchNetwork(solana))).rejects.toMatchObject({
      code: 'NAMESPACE_SWITCH',
    })
  })
})

describe('the UnsupportedChain rules (SPEC §4)', () => {
  const onPolygon = () => walletInPage(new FakeProvider({ chainId: 137, knownChainIds: [1, 137] }))

  it('opens UnsupportedChain when the wallet is on a network the host did not configure', async () => {
    onPolygon()
    const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    await vi.waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.getState().router.history).toEqual([{ view: 'UnsupportedChain' }])
  })

  it('opens it too when the wallet moves to such a network later', async () => {
    const provider = walletInPage()
    const modal = coreModal({ networks: ['eip155:1'] })
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    expect(modal.getState().modal.open).toBe(false)
    provider.emit('chainChanged', '0x89')
    await vi.waitFor(() =>
      expect(modal.getState().router.history).toEqual([{ view: 'UnsupportedChain' }]),
    )
  })

  it('goes on top of the open modal, so switching leads back to what the visitor was doing', async () => {
    const provider = walletInPage()
    const modal = coreModal({ networks: ['eip155:1'] })
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    await modal.open()
    expect(modal.getState().router.history).toEqual([{ view: 'Account' }])
    provider.emit('chainChanged', '0x89')
    await vi.waitFor(() =>
      expect(modal.getState().router.history).toEqual([
        { view: 'Account' },
        { view: 'UnsupportedChain' },
      ]),
    )
    // Another unsupported network while it shows: still one UnsupportedChain.
    provider.emit('chainChanged', '0x2105')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(modal.getState().router.history).toHaveLength(2)
  })

  it.each([
    ['switching is disabled', { enableNetworkSwitch: false }],
    ['unsupported chains are allowed', { allowUnsupportedChain: true }],
    ['basic mode is on', { basic: true }],
  ])('stays closed when %s', async (_reason, options) => {
    onPolygon()
    const modal = coreModal({ networks: ['eip155:1'], ...options })
    await modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(modal.getState().modal.open).toBe(false)
    expect(account(modal)?.caipNetworkId).toBe('eip155:137')
  })
})

describe('connectors the host passes in', () => {
  it('lists them as EXTERNAL and connects through their provider', async () => {
    const provider = new FakeProvider()
    const modal = coreModal({ connectors: [{ id: 'acme', name: 'Acme Wallet', provider }] })
    discoverConnectors(modal.runtime)
    expect(modal.getState().connectors?.list).toContainEqual(
      expect.objectContaining({
        id: 'acme',
        name: 'Acme Wallet',
        type: 'EXTERNAL',
        installed: true,
      }),
    )
    await modal.store.dispatch(connectWith('acme'))
    expect(account(modal)).toMatchObject({ status: 'connected', connectorId: 'acme' })
  })

  it('refuses one without an EIP-1193 provider, naming the field', () => {
    expect(() =>
      coreModal({ connectors: [{ id: 'x', name: 'X', provider: {} as never }] }),
    ).toThrow(/options\.connectors\[0\]/)
  })
})

describe('closing the modal while the wallet asks', () => {
  it("gives the attempt up with 'Modal closed' and leaves the account disconnected", async () => {
    let approve: ((accounts: string[]) => void) | undefined
    walletInPage(
      new FakeProvider().respondOnce(
        'eth_requestAccounts',
        () => new Promise<string[]>((resolve) => (approve = resolve)),
      ),
    )
    const modal = coreModal()
    await modal.open()
    const attempt = modal.store.dispatch(connectWith(DEMO_WALLET.rdns))
    await vi.waitFor(() => expect(approve).toBeDefined())
    modal.close()
    await expect(attempt).rejects.toMatchObject({
      code: 'MODAL_CLOSED',
      shortMessage: 'Modal closed',
    })
    expect(account(modal)?.status).toBe('disconnected')
    // The wallet answering afterwards changes nothing.
    approve?.([ADDRESS])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(account(modal)?.status).toBe('disconnected')
  })
})

describe('destroying the modal', () => {
  it('stops listening for wallets on the page', async () => {
    const modal = coreModal()
    discoverConnectors(modal.runtime)
    const removed = vi.spyOn(window, 'removeEventListener')
    await modal.destroy()
    expect(removed).toHaveBeenCalledWith('eip6963:announceProvider', expect.any(Function))
  })
})
