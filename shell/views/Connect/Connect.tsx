import type { ViewProps } from '../../ui/view'
import { WalletList, type WalletRow } from './WalletList'

// Connectors (injected, EIP-6963, WalletConnect) are not discovered yet, so the list has
// no rows; it fills from the connectors state once that exists.
const NO_WALLETS: readonly WalletRow[] = []
const ignoreSelection = () => undefined

/** The first view when nobody is connected: the ways to connect. Its title is the header's. */
export default function Connect(_props: ViewProps) {
  return (
    <div className="connect">
      <WalletList rows={NO_WALLETS} onSelect={ignoreSelection} />
    </div>
  )
}
