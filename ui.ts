/**
 * `portico/ui`: what a plugin's views are built with: the UI primitives, translation with
 * the plugin's namespace, the typed store hooks, endpoint queries and the modal handle.
 * Imported by plugin view chunks, never by the host page's entry.
 */
export * from './shell/ui'
export { showSnackbar, showSuccess, showError } from './core/snackbar/show'
