import type { Modal } from '../../core/createModalCore'
import { servicesOf } from '../../core/services'
import { snackbarSlice } from '../../core/snackbar/slice'
import { addShellTranslations } from '../shellStrings'
import { IDLE_PREFETCH_TIMEOUT_MS } from '../../core/defaults'
import { whenIdle } from '../../core/env/idle'
import { preloadShellViews, registerShellViews } from '../views'
import { viewRegistryOf } from '../../core/plugin/viewRegistry'

/** The snackbar's state in the modal's store: once per modal (a flag among its extensions). */
function readyShell(modal: Modal): void {
  const readied = modal.runtime.extension('shell:readied', () => ({ done: false }))
  if (readied.done) return
  readied.done = true
  // The snackbar's state joins the store with the UI that draws it (or the first message).
  modal.runtime.bundle.rootReducer.inject(snackbarSlice)
  modal.store.dispatch({ type: 'portico/shellInstalled' })
}

/**
 * The plugins' manifest labels given by key (Account rows, header buttons), which the first
 * view may show: loaded with the UI, never on the host page. A failure is the loader's to log.
 */
const loadManifestTexts = (modal: Modal) =>
  modal.runtime.plugins().then((plugins) => plugins.manifestTexts())

/** The modal's i18next with the shell's strings in its language (their own chunk). */
const loadShellStrings = (modal: Modal): Promise<void> => addShellTranslations(modal.runtime)

/**
 * What the first render needs besides the UI chunk, made ready ahead of it (createModal asks
 * for it once the page is idle): the modal's i18next with the shell's strings, the snackbar's
 * and the wallet list's state, and the code the first view imports as it mounts (the wallet
 * lists' thunks, the service APIs they call), fetched and evaluated. A later open then only renders. Puts nothing on the
 * page and registers no view.
 */
export async function prepareShell(modal: Modal): Promise<void> {
  const { enableWalletConnect, projectId } = modal.getState().options
  const [, { attachWallets }] = await Promise.all([
    loadShellStrings(modal),
    // The wallet list's state and search listener too: set up now rather than by the
    // Connect view's first fetch, in the click's frame.
    import('../../core/wallets/attach'),
    import('../../core/wallets/thunks'),
    // The service APIs the Connect view's wallet lists ask (the remote config may have come
    // from the cache, without them).
    enableWalletConnect && projectId ? servicesOf(modal.runtime) : undefined,
    loadManifestTexts(modal),
  ])
  readyShell(modal)
  attachWallets(modal.runtime)
}

/**
 * What the UI chunk adds to a modal before its first render: i18next (the host page reads
 * its few strings without it), the shell's own views and strings, the manifests' labels. Returns the undo for the
 * views (strings stay; they are harmless).
 */
export async function installShell(modal: Modal): Promise<() => void> {
  await Promise.all([loadShellStrings(modal), loadManifestTexts(modal)])
  readyShell(modal)
  // The shell's own lazily loaded views arrive while the visitor reads the first one.
  const cancelPreload = whenIdle(() => preloadShellViews(), IDLE_PREFETCH_TIMEOUT_MS)
  const unregister = registerShellViews(viewRegistryOf(modal.runtime))
  return () => {
    cancelPreload()
    unregister()
  }
}
