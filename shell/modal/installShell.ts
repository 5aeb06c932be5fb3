import type { Modal } from '../../core/createModalCore'
import { snackbarSlice } from '../../core/snackbar/slice'
import { addShellTranslations } from '../locales'
import { IDLE_PREFETCH_TIMEOUT_MS } from '../../core/defaults'
import { whenIdle } from '../../core/env/idle'
import { preloadShellViews, registerShellViews } from '../views'
import { viewRegistryOf } from '../../core/plugin/viewRegistry'

/**
 * What the UI chunk adds to a modal before its first render: i18next (the host page reads
 * its few strings without it), the shell's own views and strings. Returns the undo for the
 * views (strings stay; they are harmless).
 */
export async function installShell(modal: Modal): Promise<() => void> {
  addShellTranslations(await modal.runtime.loadI18n())
  // The snackbar's state joins the store with the UI that draws it (or the first message).
  modal.runtime.bundle.rootReducer.inject(snackbarSlice)
  modal.store.dispatch({ type: 'portico/shellInstalled' })
  // The shell's own lazily loaded views arrive while the visitor reads the first one.
  const cancelPreload = whenIdle(() => preloadShellViews(), IDLE_PREFETCH_TIMEOUT_MS)
  const unregister = registerShellViews(viewRegistryOf(modal.runtime))
  return () => {
    cancelPreload()
    unregister()
  }
}
