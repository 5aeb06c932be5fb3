import { onTestFinished } from 'vitest'
import { loadModalChunks } from './chunks'
import { createModalCore } from '../core/createModalCore'
import type { HostOptionsInput } from '../core/options'
import type { PluginSource } from '../core/plugin/types'
import { createModal, type PorticoModal } from '../index'
import { TEST_ENDPOINTS, TEST_PROJECT_ID } from './endpoints'
import { destroyTestModal } from './teardown'

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

/**
 * A modal for one test: the test project id, one network (Ethereum), the msw endpoints
 * (`TEST_ENDPOINTS`, so no call reaches a real service) and WalletConnect off (it would open a
 * relay socket); `options` override any of them. Torn down when the test finishes (see
 * `destroyTestModal`), so its idle work and stored connection cannot leak into the next test.
 * Call it inside a test or a `beforeEach`, in a file with `setupServiceServer()` (or
 * `stubNetwork()`): the modal calls its services on its own once the page is idle or it opens.
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
  onTestFinished(() => destroyTestModal(modal))
  return modal
}
