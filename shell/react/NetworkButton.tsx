import type { ButtonHTMLAttributes } from 'react'
import { useAccount, useNetwork } from './account'
import { useModal, useModalTranslation } from './hooks'

export type NetworkButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children'
>

/**
 * Shows the wallet's network and opens the network list; while disconnected it reads
 * "Select Network" and opens Connect. Styling is the host's: pass `className` or `style`.
 */
export function NetworkButton(props: NetworkButtonProps) {
  const { open } = useModal()
  const t = useModalTranslation()
  const { isConnected } = useAccount()
  const { network, caipNetworkId } = useNetwork()
  // A network the host did not configure has no name here: its CAIP id says which it is.
  const label = !isConnected ? t('networkButton.select') : (network?.name ?? caipNetworkId ?? '')
  return (
    <button
      type="button"
      data-portico-network-button=""
      {...props}
      onClick={() => void (isConnected ? open({ view: 'Networks' }) : open())}
    >
      {label}
    </button>
  )
}
