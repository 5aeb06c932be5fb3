/**
 * `portico/ui`: what a plugin's views are built with: the UI primitives, translation with
 * the plugin's namespace, the typed store hooks, endpoint queries and the modal handle.
 * Imported by plugin view chunks, never by the host page's entry.
 *
 * @module portico/ui
 */
export * from './shell/ui'
export { QrCode } from './shell/ui/QrCode'
export type { QrCodeProps } from './shell/ui/QrCode'
export { usePortico, usePluginContext, usePluginApi } from './shell/ui/pluginScope'
/**
 * `preloadView(load)`: fetches a view's chunk before its first opening, so it draws at once
 * rather than through the skeleton (React holds a revealed Suspense fallback for 300 ms).
 * Pass the very loader the plugin's `views` lists.
 */
export { preloadView } from './shell/modal/viewComponents'
