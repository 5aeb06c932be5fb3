import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serviceHandlers, setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { toChecksumAddress } from '../chains/address'
import { IDENTITY_CACHE_MS } from '../constants'
import { refreshIdentity } from './identity'
import { accountChanged, activeNamespaceSet, connected, networkChanged } from './slice'

const server = setupServiceServer()

const ADDRESS = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7')
const OTHER = toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')
const AVATAR = 'https://avatars.example/alice.png'

type TestModal = ReturnType<typeof coreModal>

function connectedModal(address: string = ADDRESS) {
  const modal = coreModal()
  modal.store.dispatch(activeNamespaceSet('eip155'))
  modal.store.dispatch(
    connected(
      {
        namespace: 'eip155',
        address,
        caipAddress: `eip155:1:${address}`,
        caipNetworkId: 'eip155:1',
        connectorId: 'test',
      },
      'restore',
    ),
  )
  return modal
}

const account = (modal: TestModal) => modal.getState().account.byNamespace.eip155

function counting(table: Parameters<typeof serviceHandlers.identities>[0]) {
  const calls: Array<{ address: string; sender: string | null }> = []
  server.use(
    serviceHandlers.identities(table, (address, sender) => calls.push({ address, sender })),
  )
  return calls
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('refreshIdentity', () => {
  it('sets the profile name and avatar of the connected address', async () => {
    const calls = counting({ [ADDRESS.toLowerCase()]: { name: 'alice.eth', avatar: AVATAR } })
    const modal = connectedModal()
    await modal.store.dispatch(refreshIdentity())
    expect(account(modal)).toMatchObject({ profileName: 'alice.eth', profileImage: AVATAR })
    expect(calls).toEqual([{ address: ADDRESS, sender: ADDRESS }])
  })

  it('leaves both empty for an address without an identity, and ignores a malformed avatar', async () => {
    counting({ [OTHER.toLowerCase()]: { name: 'bob.eth', avatar: 'not a url' } })
    const modal = connectedModal()
    await modal.store.dispatch(refreshIdentity())
    expect(account(modal)?.profileName).toBeUndefined()
    expect(account(modal)?.profileImage).toBeUndefined()

    const other = connectedModal(OTHER)
    await other.store.dispatch(refreshIdentity())
    expect(account(other)).toMatchObject({ profileName: 'bob.eth', profileImage: undefined })
  })

  it('reuses an identity for 5 min, then asks again (SPEC §9)', async () => {
    const calls = counting({ [ADDRESS.toLowerCase()]: { name: 'alice.eth', avatar: null } })
    const modal = connectedModal()
    await modal.store.dispatch(refreshIdentity())
    vi.setSystemTime(Date.now() + IDENTITY_CACHE_MS - 1_000)
    await modal.store.dispatch(refreshIdentity())
    expect(calls).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1_000)
    await modal.store.dispatch(refreshIdentity())
    expect(calls).toHaveLength(2)
  })

  it('fails silently: logged at debug level, no snackbar, the account untouched', async () => {
    server.use(serviceHandlers.accountFailing('identity', 404))
    const modal = connectedModal()
    const debug = vi.spyOn(modal.runtime.logger, 'debug')
    const before = account(modal)
    await expect(modal.store.dispatch(refreshIdentity())).resolves.toBeUndefined()
    expect(account(modal)).toBe(before)
    expect(modal.getState().snackbar?.open ?? false).toBe(false)
    expect(debug).toHaveBeenCalledWith('Identity unavailable', {
      address: ADDRESS,
      reason: '404 Not Found',
    })
  })

  it('asks nothing without a connected eip155 account', async () => {
    const calls = counting({})
    const modal = coreModal()
    await modal.store.dispatch(refreshIdentity())
    modal.store.dispatch(activeNamespaceSet('solana'))
    modal.store.dispatch(
      connected(
        {
          namespace: 'solana',
          address: 'So1ana',
          caipAddress: 'solana:mainnet:So1ana',
          caipNetworkId: 'solana:mainnet',
          connectorId: 'test',
        },
        'restore',
      ),
    )
    await modal.store.dispatch(refreshIdentity())
    expect(calls).toEqual([])
  })

  it('drops an identity that arrives after the account changed', async () => {
    counting({ [ADDRESS.toLowerCase()]: { name: 'alice.eth', avatar: null } })
    const modal = connectedModal()
    const refreshing = modal.store.dispatch(refreshIdentity())
    modal.store.dispatch(
      accountChanged({ namespace: 'eip155', address: OTHER, caipAddress: `eip155:1:${OTHER}` }),
    )
    await refreshing
    expect(account(modal)?.profileName).toBeUndefined()
  })

  it('keeps the identity when only the network changed meanwhile', async () => {
    counting({ [ADDRESS.toLowerCase()]: { name: 'alice.eth', avatar: null } })
    const modal = connectedModal()
    const refreshing = modal.store.dispatch(refreshIdentity())
    modal.store.dispatch(networkChanged({ namespace: 'eip155', caipNetworkId: 'eip155:8453' }))
    await refreshing
    expect(account(modal)?.profileName).toBe('alice.eth')
  })
})
