/**
 * `portico/react`: the React face of a modal. Everything here is small and renders on the
 * host page; the modal itself loads on first open.
 */
export { ModalProvider } from './shell/react/ModalProvider'
export type { ModalProviderProps } from './shell/react/ModalProvider'
export { useModal, useModalSelector } from './shell/react/hooks'
export { ConnectButton } from './shell/react/ConnectButton'
export { NetworkButton } from './shell/react/NetworkButton'
export type { NetworkButtonProps } from './shell/react/NetworkButton'
export { useAccount, useNetwork, useDisconnect } from './shell/react/account'
export type { ConnectButtonProps } from './shell/react/ConnectButton'
