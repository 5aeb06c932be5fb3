import { onTestFinished } from 'vitest'
import './chunks'
import { createModalCore, type Modal } from '../core/createModalCore'
import type { HostOptionsInput } from '../core/options'
import type { PluginSource } from '../core/plugin/types'
import { createModal, type PorticoModal } from '../index'
import { TEST_ENDPOINTS, TEST_PROJECT_ID } from './endpoints'
import { destroyTestModal } from './teardown'

/** How `createTestModal` builds the modal, besides its host options. */
export interface TestModalSetup {
  /**
   * The plugins under test. With the UI they are passed as a host passes them
   * (`createModal({ plugins })`), beside the built-in plugins. Without it they are the only
   * plugins the modal knows, as its built-in table (each loads on first need), so a suite
   * meets its own plugin and the core alone.
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
 * Call it inside a test or a `beforeEach`.
 */
export function createTestModal(
  options?: Partial<HostOptionsInput>,
  setup?: TestModalSetup & { ui?: true },
): PorticoModal
export function createTestModal(
  options: Partial<HostOptionsInput>,
  setup: TestModalSetup & { ui: false },
): Modal
export function createTestModal(
  options: Partial<HostOptionsInput> = {},
  { plugins = [], ui = true }: TestModalSetup = {},
): Modal {
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
    : createModalCore(hostOptions, {
        builtins: plugins,
        mountUi: () => Promise.resolve(() => undefined),
      })
  onTestFinished(() => destroyTestModal(modal))
  return modal
}
