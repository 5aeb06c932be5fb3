/**
 * `portico/react`: the React face of a modal. Everything here is small and renders on the
 * host page; the modal itself loads on first open.
 *
 * @module portico/react
 */
export { ModalProvider } from './shell/react/ModalProvider'
export type { ModalProviderProps } from './shell/react/ModalProvider'
export { useModal, useModalSelector } from './shell/react/hooks'
export { ConnectButton } from './shell/react/ConnectButton'
export { NetworkButton } from './shell/react/NetworkButton'
export type { NetworkButtonProps } from './shell/react/NetworkButton'
export { useAccount, useNetwork, useDisconnect } from './shell/react/account'
export type { ConnectButtonProps } from './shell/react/ConnectButton'
export type { AccountStatus, ChainStatus } from './shell/react/connected/parts'
/** What `ConnectButton` shows, for a host that draws its own (`useConnectButton()`). */
export { useConnectButton } from './shell/react/connected/useConnectButton'
export type {
  ConnectButtonState,
  ConnectButtonAccount,
  ConnectButtonNetwork,
  ConnectButtonBalance,
} from './shell/react/connected/useConnectButton'
export type {
  PaymentConfigInput as PaymentConfig,
  PaymentResult,
  PaymentErrorCode,
} from './plugins/pay/types'

export { useHostMethod } from './shell/react/useHostMethod'
// The built-in plugins' faces on the host page live with their owners (plugins/<id>), which
// import React's side of the kit from this entry as a third party's plugin would.
/** The visitor's sign-in session (the `siwx` option), reactive: `{ session, status, isSignedIn }`. */
export { useSession } from './plugins/siwx/useSession'
/** `pay(config)` on the modal of the nearest `ModalProvider` (the pay plugin's `modal.pay`). */
export { usePay } from './plugins/pay/usePay'
export type { HostMethodName } from './shell/react/useHostMethod'
// Brings the built-in plugins' views and host methods (declared by their manifests) to a
// host that imports only this entry.
export type { BuiltinPluginId } from './registry'
