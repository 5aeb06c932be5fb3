import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import {
  resetUniversalProviderMock,
  universalProviderMock as wc,
} from '../../tests/support/universalProviderMock'
import { toChecksumAddress } from '../chains/address'
import { WALLET_CONNECT_CONNECTOR_ID, startPairing } from '../connectors/walletconnect'
import { readConnections } from './storage'

vi.mock('@walletconnect/universal-provider', async () => {
  const { universalProviderModule } = await import('../../tests/support/universalProviderMock')
  return universalProviderModule
})

setupServiceServer()

const ADDRESS = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7')
const OTHER = toChecksumAddress('0x8ba1f109551bd432803012645ac136ddd64dba72')

type TestModal = ReturnType<typeof coreModal>
const account = (modal: TestModal) => modal.getState().account.byNamespace.eip155

/** A modal connected through a WalletConnect session the wallet approved on Local Mainnet. */
async function pairedOnMainnet(): Promise<TestModal> {
  const modal = coreModal({ networks: ['eip155:1', 'eip155:8453'] })
  const outcome = startPairing(modal.runtime)
  await vi.waitFor(() => expect(wc.instances).toHaveLength(1))
  await vi.waitFor(() => expect(wc.last.uris).toHaveLength(1))
  wc.last.approve({ accounts: [ADDRESS.toLowerCase()], chainId: 1 })
  await expect(outcome).resolves.toBe('connected')
  return modal
}

beforeEach(() => {
  resetUniversalProviderMock()
  localStorage.clear()
})

describe('watching a WalletConnect session', () => {
  it('stays connected while the provider moves to a chain the wallet has just added', async () => {
    const modal = await pairedOnMainnet()
    const client = wc.last
    // The universal provider's order after the wallet added Base with session_update and
    // answered wallet_switchEthereumChain: the chain, an empty account list in passing, the
    // accounts again, then the session update itself.
    client.emit('chainChanged', '8453')
    client.emit('accountsChanged', [])
    expect(account(modal)).toMatchObject({ status: 'connected', address: ADDRESS })
    client.emit('accountsChanged', [ADDRESS.toLowerCase()])
    client.emit('session_update', { topic: 'session-1', params: { namespaces: {} } })

    expect(account(modal)).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:8453:${ADDRESS}`,
      caipNetworkId: 'eip155:8453',
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
    })
    expect(readConnections().connections).toEqual([
      { namespace: 'eip155', connectorId: WALLET_CONNECT_CONNECTOR_ID, status: 'connected' },
    ])
    expect(client.disconnectCalls).toBe(0)
    // Still watching: a later account change in the wallet reaches the page.
    client.emit('accountsChanged', [OTHER.toLowerCase()])
    expect(account(modal)?.address).toBe(OTHER)
  })

  it('ends the connection when the session is deleted', async () => {
    const modal = await pairedOnMainnet()
    const client = wc.last
    client.emit('accountsChanged', [])
    expect(account(modal)?.status).toBe('connected')
    client.emit('session_delete', { id: 1, topic: 'session-1' })
    client.emit('disconnect', { code: 6000, message: 'User disconnected.' })

    expect(account(modal)?.status).toBe('disconnected')
    expect(readConnections().connections[0]?.status).toBe('disconnected')
    // No longer watching: the ended session's events change nothing.
    client.emit('accountsChanged', [OTHER.toLowerCase()])
    expect(account(modal)?.status).toBe('disconnected')
  })
})
