// A modal for suites that make one per case: the same store, runtime, restore and opening
// rules as `createModal`, with the built-in plugins, but no UI to mount, and not registered
// for teardown at the end of the test (the case destroys it). Thousands of these are cheap.
import type { PorticoModal } from 'portico'
import { TEST_ENDPOINTS } from 'portico/testing'
import { createModalCore } from '../../core/createModalCore'
import type { HostOptionsInput } from '../../core/options'
import { BUILTIN_PLUGINS } from '../../registry'

export function bareModal(options: Partial<HostOptionsInput> = {}): PorticoModal {
  return createModalCore(
    {
      projectId: 'p1',
      networks: ['eip155:1'],
      endpoints: TEST_ENDPOINTS,
      enableWalletConnect: false,
      ...options,
    },
    { builtins: BUILTIN_PLUGINS, mountUi: () => Promise.resolve(() => undefined) },
  ) as PorticoModal
}
