/**
 * Whether a view is one of the ways to connect (Connect, AllWallets, Connecting*): once the
 * visitor is connected there is nothing left to do on it.
 */
export const isConnectingView = (view: string): boolean =>
  view === 'Connect' || view === 'AllWallets' || view.startsWith('Connecting')
