import type { ButtonHTMLAttributes } from 'react'
import { selectActiveAccount } from '../../core/account/slice'
import { useModal, useModalSelector, useModalTranslation } from './hooks'
import { shortAddress } from './shortAddress'

export type ConnectButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children'
>

/**
 * Opens the modal. Reads "Connect Wallet" while disconnected, and the identity name or the
 * shortened address once connected. Styling is the host's: pass `className` or `style`.
 */
export function ConnectButton(props: ConnectButtonProps) {
  const { open } = useModal()
  const t = useModalTranslation()
  const account = useModalSelector(selectActiveAccount)
  const label =
    account.status === 'connected' && account.address
      ? (account.profileName ?? shortAddress(account.address))
      : account.status === 'connecting'
        ? t('connectButton.connecting')
        : t('connectButton.connect')
  return (
    <button type="button" data-portico-connect-button="" {...props} onClick={() => void open()}>
      {label}
    </button>
  )
}
