import type { ViewRegistry } from '../../core/plugin/viewRegistry'
import { eagerView, preloadView } from '../modal/viewComponents'
import Account from './Account/Account'
import Connect from './Connect/Connect'
import ConnectingExternal from './ConnectingExternal/ConnectingExternal'
import Networks from './Networks/Networks'
import TokensTab from './Account/tabs/TokensTab'
import { walletConnectViews } from './ConnectingWalletConnect'

/** The owner the shell's own views are registered under. */
export const SHELL_VIEW_OWNER = 'shell'

// Bundled with the modal chunk: the first view must not wait for another download. They are
// small; the heavy part of connecting (viem) is the connection chunk they import on demand.
const SHELL_VIEWS = {
  Connect: eagerView(Connect),
  ConnectingExternal: eagerView(ConnectingExternal),
  Account: eagerView(Account),
  Networks: eagerView(Networks),
  AccountTokens: eagerView(TokensTab),
  // Its own chunk: the wallet list, its paging and search are needed only when opened.
  AllWallets: () => import('./AllWallets/AllWallets'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChain'),
  // The connection list: opened from the account, by few visitors.
  ProfileWallets: () => import('./ProfileWallets/ProfileWallets'),
  // For visitors without a wallet: a few texts and a list, loaded only when asked for.
  WhatIsAWallet: () => import('./Onboarding/WhatIsAWallet'),
  GetAWallet: () => import('./Onboarding/GetAWallet'),
  ...walletConnectViews,
}

/** Registers the shell's views with a modal; returns their removal. */
export function registerShellViews(views: ViewRegistry): () => void {
  views.register(SHELL_VIEW_OWNER, SHELL_VIEWS)
  return () => views.removeOwner(SHELL_VIEW_OWNER)
}

/** Loads the chunks of the shell's lazy views ahead of their first opening (see preloadView). */
export function preloadShellViews(): void {
  for (const load of Object.values(SHELL_VIEWS)) preloadView(load)
}
