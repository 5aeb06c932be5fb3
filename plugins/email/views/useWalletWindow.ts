import { useSyncExternalStore } from 'react'
import type { WalletWindow, WalletWindowState } from '../walletWindow'

const noWindow = () => () => undefined
const embedded = (): WalletWindowState => 'embedded'

/** Where the e-mail wallet runs now (the frame, or its window and that window's state). */
export function useWalletWindowState(walletWindow: WalletWindow | undefined): WalletWindowState {
  return useSyncExternalStore(walletWindow?.subscribe ?? noWindow, walletWindow?.state ?? embedded)
}
