/**
 * WalletConnect: pairing a mobile or desktop wallet by QR code or link. Reached only through
 * dynamic `import()` (the views load it when they open), and the universal provider is a
 * further dynamic import inside it, so neither weighs on the host page or the modal chunk.
 */
export { startPairing, abortPairing, pairingError } from './pairing'
export type { PairingOutcome } from './pairing'
export { restoreWalletConnectSession, walletConnectClientOf } from './session'
export {
  WALLET_CONNECT_CONNECTOR,
  WALLET_CONNECT_CONNECTOR_ID,
  registerWalletConnectConnector,
} from './connector'
export { walletConnectEip1193 } from './eip1193'
export { eip155Proposal, EIP155_METHODS, EIP155_EVENTS } from './namespaces'
export { walletConnectSlice, selectWalletConnect } from './slice'
export type { WalletConnectState, PairingStatus, PairingError } from './slice'
export { walletLink, nativeLink, universalLink, copyLink } from './links'
export type { WalletLink, WalletLinkSource } from './links'
