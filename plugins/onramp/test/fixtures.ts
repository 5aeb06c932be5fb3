// Fixtures for the onramp plugin's suites, on top of `portico/testing`; only tests import
// this folder, and the library build leaves it out.
import type { Modal, ModalOptions, PluginEntry, PorticoModal } from 'portico'
import type { PluginContext } from 'portico/plugin'
import { createFakeWallet, createTestModal, type FakeProvider } from 'portico/testing'
import { vi } from 'vitest'
import type { OnrampApi } from '../endpoints'
import { manifest } from '../manifest'

// The chunks the plugin loads on demand, loaded up front: a test file must not end while one
// of them is still being imported.
await Promise.all([import('../index'), import('../views/Buy'), import('../views/BuyWaiting')])

const contexts = new WeakMap<object, PluginContext<OnrampApi>>()

/** The plugin as the registry lists it, its setup noting the context it is given. */
export const ONRAMP_ENTRY: PluginEntry = {
  manifest,
  load: async () => {
    const { default: plugin } = await import('../index')
    return {
      ...plugin,
      setup: (context: PluginContext<OnrampApi>) => {
        contexts.set(context.store, context)
        return plugin.setup?.(context)
      },
    }
  },
}

/** The onramp plugin's API (its context's `api`) in `modal`, where the plugin is set up. */
export function onrampApi(modal: Modal): OnrampApi {
  const context = contexts.get(modal.store)
  if (!context) throw new Error('the onramp plugin is not set up in this modal')
  return context.api
}

/**
 * A modal with the onramp plugin on Ethereum and Base: without UI, the plugin alone (its
 * context noted, see `onrampApi`); with UI, the kit's built-in plugins, this one among them.
 */
export const onrampModal = (options: Partial<ModalOptions> = {}, ui = false): PorticoModal =>
  createTestModal(
    { networks: ['eip155:1', 'eip155:8453'], ...options },
    ui ? {} : { plugins: [ONRAMP_ENTRY], ui },
  ) as PorticoModal

/** The buyer's wallet, on Base. */
export const buyerWallet = (): FakeProvider =>
  createFakeWallet({ chainId: 8453, knownChainIds: [1, 8453] })

/** The onramp state, which exists once the plugin is loaded. */
export function onrampState(modal: Modal) {
  const state = modal.getState().onramp
  if (!state) throw new Error('the onramp plugin is not loaded')
  return state
}

/** A tab as window.open returns it, recording where it was sent and whether it was closed. */
export function fakeTab() {
  const tab = { location: { href: '' }, closed: false, opener: {}, close: vi.fn() }
  return { tab, window: tab as unknown as Window }
}
