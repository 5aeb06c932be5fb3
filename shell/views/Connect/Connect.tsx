import { useMemo } from 'react'
import { isMobileDevice } from '../../../core/env/device'
import { isInstalledConnector, type ExcludedWallet } from '../../../core/wallets/ordering'
import { useT } from '../../ui/i18n'
import { ListItem } from '../../ui/ListItem'
import { useModalRuntime } from '../../ui/runtime'
import { useAppSelector } from '../../ui/store'
import type { ViewProps } from '../../ui/view'
import { useConnectors } from '../shared/useConnectors'
import { listedConnectors } from './listedConnectors'
import { WalletList, type WalletRow } from './WalletList'

// The host cannot exclude wallets yet (no option for it); the rule is applied all the same.
const NO_EXCLUSIONS: readonly ExcludedWallet[] = []

/** The first view when nobody is connected: the ways to connect. Its title is the header's. */
export default function Connect(_props: ViewProps) {
  const t = useT()
  const modal = useModalRuntime()
  const connectors = useConnectors()
  const rows = useMemo<WalletRow[]>(
    () =>
      listedConnectors(connectors, {
        isMobile: isMobileDevice(),
        excludedWallets: NO_EXCLUSIONS,
      }).map((connector) => ({
        id: connector.id,
        name: connector.name,
        description: isInstalledConnector(connector) ? t('connect.installed') : undefined,
        imageUrl: connector.imageUrl,
      })),
    [connectors, t],
  )
  const hasWalletList = useAppSelector(
    (state) => state.options.enableWalletConnect && Boolean(state.options.projectId),
  )
  const choose = (connectorId: string) => {
    const connector = connectors.find((candidate) => candidate.id === connectorId)
    if (connector?.type !== 'WALLET_CONNECT') {
      modal.router.push('ConnectingExternal', { connectorId })
      return
    }
    // On a phone the visitor picks the wallet app to open; on a desktop they scan the code.
    if (isMobileDevice()) modal.router.push('AllWallets')
    else modal.router.push('ConnectingWalletConnect')
  }
  return (
    <div className="connect">
      <WalletList rows={rows} onSelect={choose} />
      {hasWalletList && (
        <ListItem
          title={t('connect.allWallets')}
          description={t('connect.allWalletsHint')}
          onClick={() => modal.router.push('AllWallets')}
        />
      )}
    </div>
  )
}
