/**
 * The open map of view ids to the data each view takes (`undefined` for none).
 * Plugins add their views by declaration merging:
 *
 *   declare module 'portico' { interface Views { Hello: { name: string } } }
 *
 * so `router.push('Hello', { name })` is checked, and no central switch lists them.
 */
export interface Views {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  /** `walletId`: the explorer wallet chosen, for its deep link and name. */
  ConnectingWalletConnect: { walletId?: string } | undefined
  ConnectingWalletConnectBasic: undefined
  ConnectingExternal: { connectorId: string } | undefined
  Networks: undefined
  UnsupportedChain: undefined
  ProfileWallets: undefined
  /** For a visitor without a wallet, opened from Connect; leads to GetAWallet. */
  WhatIsAWallet: undefined
  /** The recommended wallets with the pages to install them from. */
  GetAWallet: undefined
  /**
   * The Account view's own Tokens tab. Not a view of the stack: the Account view
   * draws it in its tab panel, beside the tabs plugins contribute (`accountTabs`).
   */
  AccountTokens: undefined
}

export type ViewId = keyof Views & string

/** Arguments for a view: the id alone when it takes no data, otherwise the id and its data. */
export type ViewArgs<V extends ViewId> = undefined extends Views[V]
  ? [view: V, data?: Views[V]]
  : [view: V, data: Views[V]]

/**
 * What `modal.open` takes: a view and its data. Generic, like `ViewArgs`, rather than a union
 * with one member per view: TypeScript checks an object whose `view` is a union (a `ViewId`
 * read at run time) against a discriminated union only up to 25 members, and plugins merge
 * more views than that into `Views`. With the view's literal id, `data` is that view's.
 */
export type OpenOptions<V extends ViewId = ViewId> = { view: V; data?: Views[V] }

export interface RouteEntry {
  view: ViewId
  data?: unknown
}
