import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FakeProvider, setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { connectConnector } from '../connection/connectConnector'
import { restoreConnections } from '../connection/restore'
import { writeConnection, readConnections } from '../connection/storage'
import { definePlugin } from '../plugin/definePlugin'
import { defineManifest } from '../plugin/manifest'
import { liveRegistryOf } from '../plugin/liveRegistry'
import { pluginConnectorId, pluginOfConnectorId, registerConnector } from './register'
import { PROVIDER_KIND } from './types'
import { walletHandleOf } from '../connection/walletHandle'

setupServiceServer()

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

/** A plugin whose setup lists its own connector, as the e-mail login does. */
function walletPlugin(provider: FakeProvider) {
  const manifest = defineManifest({ id: 'vault' })
  let setups = 0
  const plugin = definePlugin({
    manifest,
    setup(context) {
      setups += 1
      const remove = context.dispatch(
        registerConnector({ plugin: context.id, name: 'Vault', type: 'AUTH', provider }),
      )
      context.onDispose(remove)
    },
  })
  return { plugin, setups: () => setups }
}

describe('connectors registered by a plugin', () => {
  it('names the connector after the plugin, and a plugin after its connector id', () => {
    expect(pluginConnectorId('email')).toBe('email')
    expect(pluginConnectorId('vault', 'ledger')).toBe('vault:ledger')
    expect(pluginOfConnectorId('vault:ledger')).toBe('vault')
    expect(pluginOfConnectorId('io.metamask')).toBe('io.metamask')
  })

  it('lists the connector and its provider, refuses a taken id, and removes both', () => {
    const modal = coreModal()
    const provider = new FakeProvider({ authorised: true })
    const remove = modal.store.dispatch(
      registerConnector({ plugin: 'vault', name: 'Vault', type: 'AUTH', provider }),
    )
    expect(modal.getState().connectors?.list).toEqual([
      expect.objectContaining({ id: 'vault', name: 'Vault', type: 'AUTH', installed: false }),
    ])
    expect(liveRegistryOf(modal.runtime).get(PROVIDER_KIND, 'vault')).toBe(provider)
    expect(() =>
      modal.store.dispatch(
        registerConnector({
          plugin: 'vault',
          name: 'Other',
          type: 'AUTH',
          provider: new FakeProvider(),
        }),
      ),
    ).toThrow(/already listed/)
    remove()
    expect(modal.getState().connectors?.list.some((each) => each.id === 'vault')).toBe(false)
    expect(liveRegistryOf(modal.runtime).get(PROVIDER_KIND, 'vault')).toBeUndefined()
  })

  it('connects through it like any wallet, and stores the connection under its id', async () => {
    const provider = new FakeProvider({ authorised: true })
    const { plugin } = walletPlugin(provider)
    const modal = coreModal({}, [plugin])
    await modal.loadPlugin('vault')
    await modal.store.dispatch(connectConnector('vault'))
    expect(modal.getState().account.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'vault',
    })
    expect(readConnections().connections).toEqual([
      { namespace: 'eip155', connectorId: 'vault', status: 'connected' },
    ])
  })

  it('restores a stored connection after a reload by loading the plugin its id names', async () => {
    const provider = new FakeProvider({ authorised: true })
    const { plugin, setups } = walletPlugin(provider)
    writeConnection({ namespace: 'eip155', connectorId: 'vault', status: 'connected' }, 'eip155')
    const modal = coreModal({}, [plugin])
    expect(setups()).toBe(0)
    await modal.store.dispatch(restoreConnections())
    expect(setups()).toBe(1)
    expect(modal.getState().account.byNamespace.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'vault',
    })
  })

  it('signs a message with a plain personal_sign: nothing beyond EIP-1193 lets a wallet skip asking', async () => {
    const provider = new FakeProvider({ authorised: true })
    const seen: unknown[] = []
    const request = provider.request.bind(provider)
    provider.request = (args) => {
      seen.push(args)
      return args.method === 'personal_sign'
        ? Promise.resolve(`0x${'11'.repeat(65)}`)
        : request(args)
    }
    const { plugin } = walletPlugin(provider)
    const modal = coreModal({}, [plugin])
    await modal.loadPlugin('vault')
    await modal.store.dispatch(connectConnector('vault'))
    const wallet = walletHandleOf(modal.runtime)
    await expect(wallet?.signMessage('Sign in')).resolves.toBe(`0x${'11'.repeat(65)}`)
    expect(seen.at(-1)).toEqual({
      method: 'personal_sign',
      params: ['0x5369676e20696e', wallet?.address],
    })
  })
})
