import { onTestFinished } from 'vitest'
import { loadModalChunks } from './chunks'
import { createModalCore } from '../core/createModalCore'
import type { HostOptionsInput } from '../core/options'
import type { PluginSource } from '../core/plugin/types'
import { createModal, type PorticoModal } from '../index'
import { hostMethodsInAct } from './act'
import { TEST_ENDPOINTS, TEST_PROJECT_ID } from './endpoints'
import { destroyTestModal, unloadTestModal } from './teardown'

await loadModalChunks()

/** How `createTestModal` builds the modal, besides its host options. */
export interface TestModalSetup {
  /**
   * The plugins under test. With the UI they are passed as a host passes them
   * (`createModal({ plugins })`), beside the built-in plugins (whose ids they may not take:
   * a built-in plugin is there already). Without it they are the only plugins the modal
   * knows, as its built-in table (each loads on first need), so a suite meets its own plugin
   * and the core alone.
   */
  plugins?: readonly PluginSource[]
  /**
   * `false`: a modal without its UI, for suites of state and services. Same store, runtime and
   * plugin loader as `createModal`, but opening mounts nothing. Default `true`: the public
   * `createModal`, whose `open()` mounts the UI into its shadow root (see `renderModal`).
   */
  ui?: boolean
}

// What each test modal was made with, for reloadTestModal.
const madeWith = new WeakMap<
  PorticoModal,
  { options: Partial<HostOptionsInput>; setup: TestModalSetup }
>()

/**
 * A modal for one test: the test project id, one network (Ethereum), the msw endpoints
 * (`TEST_ENDPOINTS`, so no call reaches a real service) and WalletConnect off (it would open a
 * relay socket); `options` override any of them. Torn down when the test finishes (see
 * `destroyTestModal`), so its idle work and stored connection cannot leak into the next test.
 * Call it inside a test or a `beforeEach`, in a file with `setupServiceServer()` (or
 * `stubNetwork()`): the modal calls its services on its own once the page is idle or it opens.
 * Its host methods (`open`, `close`, the setters, the router, plugins' methods such as
 * `pay`) run inside React's act(), so a suite calls them as a host does (see act.ts).
 */
export function createTestModal(
  options: Partial<HostOptionsInput> = {},
  { plugins = [], ui = true }: TestModalSetup = {},
): PorticoModal {
  const hostOptions: HostOptionsInput = {
    projectId: TEST_PROJECT_ID,
    networks: ['eip155:1'],
    endpoints: TEST_ENDPOINTS,
    enableWalletConnect: false,
    ...options,
  }
  const modal = ui
    ? createModal(
        plugins.length === 0
          ? hostOptions
          : { ...hostOptions, plugins: [...(hostOptions.plugins ?? []), ...plugins] },
      )
    : // The handle has the plugins' host methods either way (createModalCore installs them
      // from their manifests); PorticoModal is where their types are merged.
      (createModalCore(hostOptions, {
        builtins: plugins,
        mountUi: () => Promise.resolve(() => undefined),
      }) as PorticoModal)
  hostMethodsInAct(modal)
  madeWith.set(modal, { options, setup: { plugins, ui } })
  onTestFinished(() => destroyTestModal(modal))
  return modal
}

/**
 * Reloads the page of a test modal: `modal` ends as a page unload ends it (nothing of it runs
 * any more, and localStorage, sessionStorage and IndexedDB keep exactly what was stored), then
 * a new modal is made with the same options and setup, as the reloaded page would make it, and
 * resolves once made. Wallets announced with `announceWallet` stay in the page, as extensions
 * do. The new modal restores a stored connection on its own, as after a real reload:
 *
 * @example
 * await connectWallet(modal, wallet)
 * const reloaded = await reloadTestModal(modal)
 * await vi.waitFor(() => expect(reloaded.getState().account.byNamespace.eip155?.status).toBe('connected'))
 *
 * `modal` itself can no longer be used (it is destroyed). Unlike `destroyTestModal`, which
 * clears localStorage for the next test, nothing stored is lost; the new modal is torn down
 * (storage cleared) when the test finishes.
 */
export async function reloadTestModal(modal: PorticoModal): Promise<PorticoModal> {
  const made = madeWith.get(modal)
  if (!made) throw new Error('reloadTestModal: the modal was not made with createTestModal')
  await unloadTestModal(modal)
  return createTestModal(made.options, made.setup)
}
