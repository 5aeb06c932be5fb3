/**
 * `portico/react`: the React face of a modal. Everything here is small and renders on the
 * host page; the modal itself loads on first open.
 */
import { useCallback } from 'react'
import type { PaymentConfigInput, PaymentResult } from './plugins/pay/types'
import { useModalHandle } from './shell/react/context'

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

/**
 * `pay(config)` on the modal of the nearest `ModalProvider`: see `PorticoModal.pay`. The
 * payment code loads on the first call.
 */
export function usePay(): (config: PaymentConfigInput) => Promise<PaymentResult> {
  const modal = useModalHandle()
  return useCallback(
    (config: PaymentConfigInput) =>
      import('./plugins/pay/host').then(({ pay }) => pay(modal, config)),
    [modal],
  )
}
