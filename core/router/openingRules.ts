import type { RouteEntry } from './views'

export interface OpeningContext {
  /** A forced view (and its data) from `open({ view, data })`. */
  forced?: RouteEntry
  /** An address is connected in the active namespace. */
  isConnected: boolean
  /** The host asked to drive WalletConnect itself. */
  manualWCControl: boolean
  /** At least one namespace adapter is configured. */
  hasAdapters: boolean
  isMobile: boolean
}

/**
 * The view the modal opens on: a forced view wins; with manual WalletConnect
 * control, or with no adapters and nobody connected, the WalletConnect entry point for the
 * device; otherwise Account when connected and Connect when not.
 */
export function openingRoute(context: OpeningContext): RouteEntry {
  if (context.forced) return context.forced
  if (context.manualWCControl || (!context.hasAdapters && !context.isConnected)) {
    return { view: context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  }
  return { view: context.isConnected ? 'Account' : 'Connect' }
}
