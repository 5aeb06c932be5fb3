import { onTestFinished } from 'vitest'
import { createModalCore, type Modal } from '../../core/createModalCore'
import type { HostOptionsInput } from '../../core/options'
import type { PluginSource } from '../../core/plugin/types'
import { TEST_ENDPOINTS } from '../msw/services'

/**
 * A modal without its UI, for suites of core behaviour: same store, runtime and loader as
 * `createModal`, but opening mounts nothing. Destroyed when the test ends, so its idle work
 * cannot leak into the next test.
 */
export function coreModal(
  options: Partial<HostOptionsInput> = {},
  builtins: readonly PluginSource[] = [],
): Modal {
  const modal = createModalCore(
    { projectId: 'p1', networks: ['eip155:1'], endpoints: TEST_ENDPOINTS, ...options },
    { builtins, mountUi: async () => () => undefined },
  )
  onTestFinished(() => modal.destroy())
  return modal
}
