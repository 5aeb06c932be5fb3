import type { Modal } from '../../core/createModalCore'
import { snackbarSlice } from '../../core/snackbar/slice'
import { addShellTranslations } from '../locales'
import { registerShellViews } from '../views'
import { viewRegistryOf } from '../../core/plugin/viewRegistry'

/**
 * What the UI chunk adds to a modal before its first render: the shell's own views and
 * strings. Returns the undo for the views (strings stay; they are harmless).
 */
export function installShell(modal: Modal): () => void {
  addShellTranslations(modal.i18n)
  // The snackbar's state joins the store with the UI that draws it (or the first message).
  modal.runtime.bundle.rootReducer.inject(snackbarSlice)
  modal.store.dispatch({ type: 'portico/shellInstalled' })
  return registerShellViews(viewRegistryOf(modal.runtime))
}
