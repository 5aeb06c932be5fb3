import { lazy, Suspense, type ButtonHTMLAttributes } from 'react'
import { selectActiveAccount } from '../../core/account/slice'
import { useButtonLook } from './buttonLook'
import type { AccountStatus, ChainStatus } from './connected/parts'
import { useModalHandle } from './context'
import { useModalSelector, useModalTranslation } from './hooks'

/** The connected parts (avatar, network marks, balance), loaded once a wallet is connecting. */
export const loadConnectedParts = () => import('./connected/parts')
const ConnectedAccount = lazy(loadConnectedParts)

export interface ConnectButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children'
> {
  /** The native balance beside the account once known (default true). */
  showBalance?: boolean
  /** The network: mark and name (default), mark, name, or none. */
  chainStatus?: ChainStatus
  /** The account: avatar and name or address (default), avatar alone, or address alone. */
  accountStatus?: AccountStatus
  /** Below 480 px wide, the mark and avatar alone, the text kept for screen readers (default true). */
  responsive?: boolean
}

/**
 * Opens the modal, styled from its theme. Reads "Connect Wallet" while disconnected; once
 * connected it is two buttons, the network (its mark and name; opens the network list) and
 * the account (balance, avatar and identity name or short address; opens Account). Restyle
 * with `className` and `style` (on the pair's wrapper once connected; other attributes go to
 * the account button) or the theme's custom properties.
 */
export function ConnectButton({
  showBalance,
  chainStatus,
  accountStatus,
  responsive,
  ...props
}: ConnectButtonProps) {
  const modal = useModalHandle()
  const t = useModalTranslation()
  const { status } = useModalSelector(selectActiveAccount)
  const style = useButtonLook(props.style)
  // While a wallet answers, the parts it will need travel.
  if (status === 'connecting') void loadConnectedParts()
  const button = (key: string) => (
    <button
      type="button"
      data-portico-button=""
      data-portico-connect-button=""
      {...props}
      style={style}
      onClick={() => void modal.open()}
    >
      {t(key)}
    </button>
  )
  return status === 'connected' ? (
    // Until the parts arrive (they are usually there by now), the button stays as it was.
    <Suspense fallback={button('connectButton.connecting')}>
      <ConnectedAccount
        {...{ showBalance, chainStatus, accountStatus, responsive }}
        {...props}
        style={style}
        t={t}
      />
    </Suspense>
  ) : (
    button(status === 'connecting' ? 'connectButton.connecting' : 'connectButton.connect')
  )
}
