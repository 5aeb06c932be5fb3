import type { ButtonHTMLAttributes } from 'react'
import { selectActiveAccount } from '../../core/account/slice'
import { useModal, useModalSelector, useModalTranslation } from './hooks'
import { displayName } from './displayName'
import { shortAddress } from './shortAddress'

export type ConnectButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children'
>

/**
 * Opens the modal. Reads "Connect Wallet" while disconnected, and the identity name (cut to
 * DISPLAY_NAME_LIMIT characters, whole in its title) or the shortened address once connected.
 * Styling is the host's: pass `className` or `style`.
 */
export function ConnectButton(props: ConnectButtonProps) {
  const { open } = useModal()
  const t = useModalTranslation()
  const account = useModalSelector(selectActiveAccount)
  const connected = account.status === 'connected' && account.address
  // A long identity name is cut on the button; the whole of it is the description (title).
  const name = connected && account.profileName ? displayName(account.profileName) : undefined
  const label = connected
    ? (name?.text ?? shortAddress(connected))
    : account.status === 'connecting'
      ? t('connectButton.connecting')
      : t('connectButton.connect')
  return (
    <button
      type="button"
      data-portico-connect-button=""
      title={name?.truncated ? account.profileName : undefined}
      {...props}
      onClick={() => void open()}
    >
      {label}
    </button>
  )
}
