/**
 * The WalletConnect pairing code: imported on demand, so the universal provider behind it
 * (a further dynamic import) stays out of this view's chunk as well as the host page's.
 */
export const loadWalletConnect = () => import('../../../core/connectors/walletconnect')
