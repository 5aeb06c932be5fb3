import {
  announceWallet,
  connectWallet,
  createFakeWallet,
  createTestModal,
  reloadTestModal,
  setupServiceServer,
} from 'portico/testing'
import { connectionRestored, disconnect, switchNetwork } from 'portico'
import { describe, expect, it } from 'vitest'

setupServiceServer()

const NETWORKS = ['eip155:1', 'eip155:8453']
const account = (modal: ReturnType<typeof createTestModal>) =>
  modal.getState().account.byNamespace.eip155

describe("the host's controls of the connection", () => {
  it('switchNetwork moves the wallet to one of the networks, by id or object', async () => {
    const modal = createTestModal({ networks: NETWORKS }, { ui: false })
    await connectWallet(modal, createFakeWallet({ chainId: 1, knownChainIds: [1, 8453] }))

    await expect(switchNetwork(modal, 'eip155:8453')).resolves.toBe(true)
    expect(account(modal)?.caipNetworkId).toBe('eip155:8453')

    const [ethereum] = modal.getState().options.networks
    if (!ethereum) throw new Error('the modal has no network')
    await expect(switchNetwork(modal, ethereum)).resolves.toBe(true)
    expect(account(modal)?.caipNetworkId).toBe('eip155:1')
  })

  it('switchNetwork resolves to false when the wallet refuses, and refuses other networks', async () => {
    const modal = createTestModal({ networks: NETWORKS }, { ui: false })
    const wallet = createFakeWallet({ chainId: 1, knownChainIds: [1, 8453] })
    wallet.fail('wallet_switchEthereumChain', 4001, 'User rejected the request.')
    await connectWallet(modal, wallet)

    await expect(switchNetwork(modal, 'eip155:8453')).resolves.toBe(false)
    expect(account(modal)?.caipNetworkId).toBe('eip155:1')
    await expect(switchNetwork(modal, 'eip155:10')).rejects.toMatchObject({
      code: 'NETWORK_NOT_FOUND',
    })
  })

  it('disconnect ends the connection', async () => {
    const modal = createTestModal({ networks: NETWORKS }, { ui: false })
    await connectWallet(modal, createFakeWallet())

    await expect(disconnect(modal)).resolves.toBe(true)
    expect(account(modal)?.status).toBe('disconnected')
  })

  it('connectionRestored settles once the stored connection is back', async () => {
    const modal = createTestModal({ networks: NETWORKS }, { ui: false })
    await connectWallet(modal, createFakeWallet())
    const reloaded = await reloadTestModal(modal)
    expect(account(reloaded)?.status).not.toBe('connected')

    await connectionRestored(reloaded)

    expect(account(reloaded)?.status).toBe('connected')
  })

  it('connectionRestored settles at once with nothing stored', async () => {
    await expect(connectionRestored(createTestModal({}, { ui: false }))).resolves.toBeUndefined()
  })

  it('connectionRestored settles when the stored wallet is gone and its restore gives up', async () => {
    const modal = createTestModal({ networks: NETWORKS }, { ui: false })
    const wallet = createFakeWallet()
    const leave = announceWallet(wallet)
    await connectWallet(modal, wallet)
    leave()
    const reloaded = await reloadTestModal(modal)

    await connectionRestored(reloaded)

    expect(account(reloaded)?.status).toBe('disconnected')
  })
})
