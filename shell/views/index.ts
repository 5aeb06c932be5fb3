import type { ViewRegistry } from '../../core/plugin/viewRegistry'
import { eagerView } from '../modal/viewComponents'
import Connect from './Connect/Connect'

/** The owner the shell's own views are registered under. */
export const SHELL_VIEW_OWNER = 'shell'

// Bundled with the modal chunk: the first view must not wait for another download.
const SHELL_VIEWS = {
  Connect: eagerView(Connect),
}

/** Registers the shell's views with a modal; returns their removal. */
export function registerShellViews(views: ViewRegistry): () => void {
  views.register(SHELL_VIEW_OWNER, SHELL_VIEWS)
  return () => views.removeOwner(SHELL_VIEW_OWNER)
}
