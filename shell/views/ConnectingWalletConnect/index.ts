import type { ViewLoader } from '../../../core/plugin/viewRegistry'
import type { ViewId } from '../../../core/router/views'

/**
 * The WalletConnect views, for the shell's view registry. Each is a chunk of its own (with
 * the QR encoder), loaded when it first opens; the pairing code and the universal provider
 * are further chunks they import on demand. Register with
 * `views.register(SHELL_VIEW_OWNER, walletConnectViews)`.
 */
export const walletConnectViews = {
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect'),
  ConnectingWalletConnectBasic: () =>
    import('../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
} satisfies Partial<Record<ViewId, ViewLoader>>
