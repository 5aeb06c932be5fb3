import { useSyncExternalStore } from 'react'
import { viewRegistryOf } from '../../../core/plugin/viewRegistry'
import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { useModalRuntime } from '../../ui/runtime'
import type { ViewProps } from '../../ui/view'
import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel'
import { usePairing } from '../ConnectingWalletConnect/usePairing'

/**
 * The basic-mode entry (manual WalletConnect control, or no adapters): the pairing
 * QR code and "Copy link", and a way to the full wallet list when this modal has one.
 */
export default function ConnectingWalletConnectBasic(_props: ViewProps) {
  const t = useT()
  const modal = useModalRuntime()
  const pairing = usePairing()
  const views = viewRegistryOf(modal.runtime)
  // AllWallets may be registered after this view mounts (its chunk or plugin loads later).
  const hasAllWallets = useSyncExternalStore(views.subscribe, () => views.has('AllWallets'))

  return (
    <PairingPanel
      pairing={pairing}
      actions={
        hasAllWallets && (
          <Button variant="secondary" onClick={() => modal.router.push('AllWallets')}>
            {t('walletConnect.allWallets')}
          </Button>
        )
      }
    />
  )
}
