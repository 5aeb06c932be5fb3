import { useState } from 'react'
import { readRecentWallets, rememberRecentWallet } from '../../../core/connection/recents'
import type { WalletLink } from '../../../core/connectors/walletconnect/links'
import { walletLink } from '../../../core/connectors/walletconnect/links'
import { isMobileDevice } from '../../../core/env/device'
import type { WalletListItem } from '../../../core/wallets/schemas'
import { useT } from '../../ui/i18n'
import { useAppSelector } from '../../ui/store'
import type { ViewProps } from '../../ui/view'
import { PairingPanel } from './PairingPanel'
import { selectWalletById, walletIdOf } from './selectWallet'
import { usePairing } from './usePairing'

/**
 * Where a button may send the visitor with the URI: the picked wallet's own link for this
 * device, or on a phone without a picked wallet the bare `wc:` URI, which the system hands to
 * whichever wallet app registered for it. On a computer without a wallet: nowhere (scan).
 */
function linkFor(wallet: WalletListItem | undefined, uri: string, mobile: boolean) {
  if (wallet) return walletLink(wallet, uri, mobile ? 'mobile' : 'desktop')
  return mobile ? ({ href: uri, kind: 'native' } satisfies WalletLink) : undefined
}

/**
 * Connecting a wallet by WalletConnect: the QR code of the pairing URI, renewed
 * every 4 minutes without the visitor doing anything; "Copy link"; and a button that opens
 * the wallet on this device, when the visitor is on a phone or picked a wallet from the list
 * (route data `{ walletId }`). Closes the modal once the wallet approved; a picked wallet
 * is then remembered among the recent ones, which the Connect view lists.
 */
export default function ConnectingWalletConnect({ data }: ViewProps) {
  const t = useT()
  const walletId = walletIdOf(data)
  // A recent wallet chosen on Connect: the explorer list may not be loaded in this visit.
  const [recents] = useState(readRecentWallets)
  const listed = useAppSelector((state) =>
    walletId === undefined ? undefined : selectWalletById(state, walletId),
  )
  const wallet = listed ?? recents.find((recent) => recent.id === walletId)
  // Only while this view is shown: an approval that comes after the visitor moved on cannot
  // be told apart from one by another wallet, so it is not attributed to this one.
  const pairing = usePairing({
    onConnected: () => {
      if (wallet) rememberRecentWallet(wallet)
    },
  })
  const link = pairing.uri ? linkFor(wallet, pairing.uri, isMobileDevice()) : undefined

  return (
    <PairingPanel
      pairing={pairing}
      heading={wallet?.name}
      actions={
        link && (
          <a
            className="button wc-link"
            data-variant="primary"
            href={link.href}
            // An app scheme opens the app in place; a web address gets its own tab, so the
            // page keeps listening for the approval.
            target={link.kind === 'universal' ? '_blank' : undefined}
            rel="noopener noreferrer"
          >
            {wallet
              ? t('walletConnect.openWallet', { wallet: wallet.name })
              : t('walletConnect.openWalletApp')}
          </a>
        )
      }
    />
  )
}
