import type { Modal } from '../../core/createModalCore'
import { addShellTranslations } from '../locales'
import { registerShellViews } from '../views'
import { viewRegistryOf } from '../../core/plugin/viewRegistry'

/**
 * What the UI chunk adds to a modal before its first render: the shell's own views and
 * strings. Returns the undo for the views (strings stay; they are harmless).
 */
export function installShell(modal: Modal): () => void {
  addShellTranslations(modal.i18n)
  return registerShellViews(viewRegistryOf(modal.runtime))
}
