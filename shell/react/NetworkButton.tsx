import { lazy, Suspense, type ButtonHTMLAttributes } from 'react'
import { selectActiveAccount } from '../../core/account/slice'
import { useButtonLook } from './buttonLook'
import { loadConnectedParts } from './ConnectButton'
import { useModalHandle } from './context'
import { useModalSelector, useModalTranslation } from './hooks'

const ConnectedNetwork = lazy(() =>
  loadConnectedParts().then((parts) => ({ default: parts.ConnectedNetwork })),
)

export interface NetworkButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children'
> {
  /** The network's mark and name (default), its mark, or its name. */
  chainStatus?: 'full' | 'icon' | 'name'
  /** Below 480 px wide, the mark alone, the name kept for screen readers (default true). */
  responsive?: boolean
}

/**
 * Shows the wallet's network (its mark and name; "Wrong network" for one the host did not
 * configure) and opens the network list; while disconnected it reads "Select Network" and
 * opens Connect. Styled from the modal's theme; restyle with `className` and `style`.
 */
export function NetworkButton({ chainStatus, responsive, ...props }: NetworkButtonProps) {
  const modal = useModalHandle()
  const t = useModalTranslation()
  const { status, caipNetworkId } = useModalSelector(selectActiveAccount)
  // The name while the mark loads: a network the host did not configure by its CAIP id.
  const name = useModalSelector(
    (state) =>
      state.options.networks.find((network) => network.caipNetworkId === caipNetworkId)?.name,
  )
  const style = useButtonLook(props.style)
  if (status === 'connecting') void loadConnectedParts()
  const connected = status === 'connected'
  const button = (label: string) => (
    <button
      type="button"
      data-portico-button=""
      data-portico-network-button=""
      {...props}
      style={style}
      // Connected, the network list, as the button that replaces this one once loaded.
      onClick={() => void (connected ? modal.open({ view: 'Networks' }) : modal.open())}
    >
      {label}
    </button>
  )
  return connected ? (
    <Suspense fallback={button(name ?? caipNetworkId ?? '')}>
      <ConnectedNetwork
        chainStatus={chainStatus}
        responsive={responsive}
        {...props}
        style={style}
        t={t}
      />
    </Suspense>
  ) : (
    button(t('networkButton.select'))
  )
}
