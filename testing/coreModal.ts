import type { Modal } from '../core/createModalCore'
import type { HostOptionsInput } from '../core/options'
import type { PluginSource } from '../core/plugin/types'
import { createTestModal } from './modal'

/**
 * The core suites' shorthand, not part of `portico/testing`: a modal without its UI whose
 * `builtins` are its whole plugin table, on the defaults those suites assert on (project
 * `p1`, WalletConnect on).
 */
export function coreModal(
  options: Partial<HostOptionsInput> = {},
  builtins: readonly PluginSource[] = [],
): Modal {
  return createTestModal(
    { projectId: 'p1', enableWalletConnect: true, ...options },
    { plugins: builtins, ui: false },
  )
}
