/**
 * `portico/react`: the React face of a modal. Everything here is small and renders on the
 * host page; the modal itself loads on first open.
 *
 * @module portico/react
 */
import { useHostMethod } from './shell/react/useHostMethod'

export { ModalProvider } from './shell/react/ModalProvider'
export type { ModalProviderProps } from './shell/react/ModalProvider'
export { useModal, useModalSelector } from './shell/react/hooks'
export { ConnectButton } from './shell/react/ConnectButton'
export { NetworkButton } from './shell/react/NetworkButton'
export type { NetworkButtonProps } from './shell/react/NetworkButton'
export { useAccount, useNetwork, useDisconnect } from './shell/react/account'
export type { ConnectButtonProps } from './shell/react/ConnectButton'
export type {
  PaymentConfigInput as PaymentConfig,
  PaymentResult,
  PaymentErrorCode,
} from './plugins/pay/types'

export { useHostMethod } from './shell/react/useHostMethod'
/** The visitor's sign-in session (the `siwx` option), reactive: `{ session, status, isSignedIn }`. */
export { useSession } from './shell/react/session'
export type { HostMethodName } from './shell/react/useHostMethod'
// Brings the built-in plugins' views and host methods (declared by their manifests) to a
// host that imports only this entry.
export type { BuiltinPluginId } from './registry'

/**
 * `pay(config)` on the modal of the nearest `ModalProvider` (see the pay plugin's
 * `modal.pay`): the host method, like any other through `useHostMethod`. The payment code
 * loads on the first call.
 */
export const usePay = () => useHostMethod('pay')
