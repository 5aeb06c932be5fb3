import { onTestFinished } from 'vitest'
import { createModalCore, type Modal } from '../../core/createModalCore'
import type { HostOptionsInput } from '../../core/options'
import type { PluginSource } from '../../core/plugin/types'
import { TEST_ENDPOINTS } from '../msw/services'

// The chunks a modal loads on idle or on open, loaded once up front: a test file must not
// end while one of them is still being imported (the environment is gone by then).
await Promise.all([
  import('../../core/api'),
  import('../../core/modal/background'),
  import('../../core/plugin/loader'),
  import('../../core/analytics/client'),
  import('../../core/modal/open'),
  import('../../core/i18n/createI18n'),
  import('../../core/connection'),
])

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
    { builtins: () => Promise.resolve(builtins), mountUi: async () => () => undefined },
  )
  onTestFinished(() => modal.destroy())
  return modal
}
