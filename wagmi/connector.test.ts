import { disconnect as disconnectModal, switchNetwork as switchModalNetwork } from 'portico'
import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  FAKE_WALLET_ACCOUNT,
  reloadTestModal,
  setupServiceServer,
  type FakeProvider,
} from 'portico/testing'
import { createPorticoWagmiConfig, PORTICO_CONNECTOR_ID } from 'portico/wagmi'
import type { PorticoModal } from 'portico'
import { connectConnector, definePlugin, defineManifest, registerConnector } from 'portico/plugin'
import { getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  connect,
  disconnect,
  getConnection,
  getConnectorClient,
  reconnect,
  switchChain,
} from 'wagmi/actions'

setupServiceServer()

const ADDRESS = getAddress(FAKE_WALLET_ACCOUNT)
const OTHER = getAddress('0x1111111111111111111111111111111111111111')

function setUp() {
  const modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] }, { ui: false })
  const wallet = createFakeWallet({ chainId: 1, knownChainIds: [1, 8453] })
  return { modal, wallet, config: configOf(modal) }
}

// wagmi keeps nothing between tests: each config's storage is off.
const configOf = (modal: PorticoModal) => createPorticoWagmiConfig({ modal, storage: null })

const connector = (config: ReturnType<typeof configOf>) => {
  const [only] = config.connectors
  if (!only) throw new Error('the config has no connector')
  return only
}

const modalAccount = (modal: PorticoModal) => modal.getState().account.byNamespace.eip155

const requested = (wallet: FakeProvider, method: string) =>
  wallet.calls.filter((call) => call.method === method).length

describe('connecting', () => {
  it("adopts the modal's connection when the visitor connects in the modal", async () => {
    const { modal, wallet, config } = setUp()
    expect(getConnection(config).status).toBe('disconnected')

    await connectWallet(modal, wallet)

    await vi.waitFor(() =>
      expect(getConnection(config)).toMatchObject({
        status: 'connected',
        address: ADDRESS,
        chainId: 1,
        connector: { id: PORTICO_CONNECTOR_ID },
      }),
    )
  })

  it("wagmi's connect opens the modal and resolves once the visitor has connected there", async () => {
    const { modal, wallet, config } = setUp()

    const connecting = connect(config, { connector: connector(config) })
    await vi.waitFor(() => expect(modal.getState().modal.open).toBe(true))
    await connectWallet(modal, wallet)

    await expect(connecting).resolves.toEqual({ accounts: [ADDRESS], chainId: 1 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('a modal closed without a connection is a refusal', async () => {
    const { modal, config } = setUp()

    const connecting = connect(config, { connector: connector(config) })
    await vi.waitFor(() => expect(modal.getState().modal.open).toBe(true))
    modal.close()

    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("takes the modal's connection as it is, without opening it or asking the wallet again", async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)
    const asked = requested(wallet, 'eth_requestAccounts')

    // The connector's own connect: wagmi's action refuses a connector it has adopted already.
    await expect(connector(config).connect()).resolves.toEqual({
      accounts: [ADDRESS],
      chainId: 1,
    })
    expect(modal.getState().modal.open).toBe(false)
    expect(requested(wallet, 'eth_requestAccounts')).toBe(asked)
  })

  it('moves to the chain wagmi asks for in connect', async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)

    await expect(connector(config).connect({ chainId: 8453 })).resolves.toMatchObject({
      chainId: 8453,
    })
    expect(modalAccount(modal)?.caipNetworkId).toBe('eip155:8453')
  })

  it("a modal connected before wagmi's config was made is wagmi's at once", async () => {
    const modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] }, { ui: false })
    await connectWallet(modal, createFakeWallet())

    const config = configOf(modal)

    await vi.waitFor(() =>
      expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS }),
    )
  })
})

describe('changes in the modal reach wagmi', () => {
  it('the account', async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))

    wallet.emit('accountsChanged', [OTHER.toLowerCase()])

    await vi.waitFor(() => expect(getConnection(config).address).toBe(OTHER))
  })

  it("the network, switched in the modal's own way", async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)

    await expect(switchModalNetwork(modal, 'eip155:8453')).resolves.toBe(true)

    await vi.waitFor(() => expect(getConnection(config).chainId).toBe(8453))
  })

  it('the network, switched in the wallet', async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)

    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })

    await vi.waitFor(() => expect(getConnection(config).chainId).toBe(8453))
    expect(modalAccount(modal)?.caipNetworkId).toBe('eip155:8453')
  })

  it('the disconnect', async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))

    await disconnectModal(modal)

    expect(getConnection(config).status).toBe('disconnected')
    expect(getConnection(config).address).toBeUndefined()
  })
})

describe("wagmi's actions drive the modal", () => {
  it('switchChain switches the modal, and so the wallet', async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))

    await expect(switchChain(config, { chainId: 8453 })).resolves.toMatchObject({ id: 8453 })

    expect(modalAccount(modal)?.caipNetworkId).toBe('eip155:8453')
    expect(wallet.calls).toContainEqual(
      expect.objectContaining({ method: 'wallet_switchEthereumChain' }),
    )
    expect(getConnection(config).chainId).toBe(8453)
  })

  it('a switch the wallet refuses fails in wagmi and leaves both on their network', async () => {
    const modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'] }, { ui: false })
    const wallet = createFakeWallet({ chainId: 1, knownChainIds: [1, 8453] })
    wallet.fail('wallet_switchEthereumChain', 4001, 'User rejected the request.')
    const config = configOf(modal)
    await connectWallet(modal, wallet)
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))

    await expect(switchChain(config, { chainId: 8453 })).rejects.toBeInstanceOf(SwitchChainError)

    expect(modalAccount(modal)?.caipNetworkId).toBe('eip155:1')
    expect(getConnection(config).chainId).toBe(1)
  })

  it('disconnect disconnects the modal', async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))

    await disconnect(config)

    expect(modalAccount(modal)?.status).toBe('disconnected')
    expect(getConnection(config).status).toBe('disconnected')
  })

  it("requests go to the connected wallet through the modal's provider", async () => {
    const { modal, wallet, config } = setUp()
    await connectWallet(modal, wallet)
    await vi.waitFor(() => expect(getConnection(config).status).toBe('connected'))

    const client = await getConnectorClient(config)
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(client.account.address).toBe(ADDRESS)
    expect(requested(wallet, 'eth_chainId')).toBeGreaterThan(0)
  })
})

describe('after a reload', () => {
  it("wagmi's reconnect takes the modal's restored connection, without a second prompt", async () => {
    const { modal, wallet } = setUp()
    await connectWallet(modal, wallet)
    const asked = requested(wallet, 'eth_requestAccounts')

    const reloaded = await reloadTestModal(modal)
    const config = configOf(reloaded)
    const connections = await reconnect(config)

    expect(connections).toMatchObject([{ accounts: [ADDRESS], chainId: 1 }])
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(requested(wallet, 'eth_requestAccounts')).toBe(asked)
  })

  it('finds nothing to reconnect when the modal had no connection', async () => {
    const { modal } = setUp()
    const reloaded = await reloadTestModal(modal)
    const config = configOf(reloaded)

    await expect(reconnect(config)).resolves.toEqual([])
    expect(getConnection(config).status).toBe('disconnected')
  })
})

describe("a plugin's own wallet, as the e-mail wallet is", () => {
  /** A plugin that lists its own wallet (an embedded one, say), as the e-mail plugin does. */
  function vaultPlugin(wallet: FakeProvider) {
    return definePlugin({
      manifest: defineManifest({ id: 'vault' }),
      setup(context) {
        context.onDispose(
          context.dispatch(
            registerConnector({
              plugin: context.id,
              name: 'Vault',
              type: 'AUTH',
              provider: wallet,
            }),
          ),
        )
      },
    })
  }

  it("is wagmi's when connected, requests go to it, and it comes back after a reload", async () => {
    const wallet = createFakeWallet({ chainId: 1, knownChainIds: [1, 8453] })
    const modal = createTestModal(
      { networks: ['eip155:1', 'eip155:8453'] },
      { ui: false, plugins: [vaultPlugin(wallet)] },
    )
    const config = configOf(modal)
    await modal.loadPlugin('vault')

    await modal.store.dispatch(connectConnector('vault'))

    await vi.waitFor(() =>
      expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS }),
    )
    const client = await getConnectorClient(config)
    const before = requested(wallet, 'eth_blockNumber')
    wallet.respond('eth_blockNumber', '0x10')
    await expect(client.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(requested(wallet, 'eth_blockNumber')).toBe(before + 1)

    const reloaded = await reloadTestModal(modal)
    const afterReload = configOf(reloaded)
    await expect(reconnect(afterReload)).resolves.toMatchObject([{ accounts: [ADDRESS] }])
    expect(reloaded.getState().account.byNamespace.eip155?.connectorId).toBe('vault')
  })
})
