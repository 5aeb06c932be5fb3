import { useMemo, useState } from 'react'
import { readRecentWallets } from '../../../core/connection/recents'
import { isMobileDevice } from '../../../core/env/device'
import { walletImageUrl } from '../../../core/wallets/endpoints'
import { selectConnectSections } from '../../../core/plugin/contributions'
import { connectMethodOrder, isInstalledConnector } from '../../../core/wallets/ordering'
import { useT } from '../../ui/i18n'
import { ListItem } from '../../ui/ListItem'
import { useModalRuntime } from '../../ui/runtime'
import { useAppSelector } from '../../ui/store'
import type { ViewProps } from '../../ui/view'
import { ContributedView } from '../shared/ContributedView'
import { useConnectors } from '../shared/useConnectors'
import { useExcludedWallets } from './useExcludedWallets'
import { useExplorerWallets } from './useExplorerWallets'
import { listedEntries, type ListedEntry } from './listedConnectors'
import { WalletList, type WalletRow } from './WalletList'
import { WALLET_CONNECT_MARK } from './walletConnectMark'
import { PREVIEW_WALLETS, WalletsPreview } from './WalletsPreview'

// Explorer ids and connector ids (rdns) live in different spaces: kept apart in the rows.
const rowIdOf = (entry: ListedEntry) =>
  entry.kind === 'connector' ? entry.connector.id : `${entry.kind}:${entry.wallet.id}`

/** The first view when nobody is connected: the ways to connect. Its title is the header's. */
export default function Connect(_props: ViewProps) {
  const t = useT()
  const modal = useModalRuntime()
  const connectors = useConnectors()
  const { projectId, endpoints, enableWalletConnect, features } = useAppSelector(
    (state) => state.options,
  )
  const sections = useAppSelector(selectConnectSections)
  // A recent wallet is paired by WalletConnect: without it, there is no way to reach one.
  const hasWalletList = enableWalletConnect && Boolean(projectId)
  const excludedWallets = useExcludedWallets()
  const explorer = useExplorerWallets(hasWalletList)
  // Read once per visit: the list only changes when a pairing succeeds, which closes the modal.
  const [recents] = useState(readRecentWallets)
  const entries = useMemo(
    () =>
      listedEntries(
        connectors,
        hasWalletList ? recents : [],
        { isMobile: isMobileDevice(), excludedWallets },
        explorer,
      ),
    [connectors, recents, hasWalletList, excludedWallets, explorer],
  )
  const rows = useMemo<WalletRow[]>(
    () =>
      entries.map((entry) =>
        entry.kind === 'connector'
          ? {
              id: rowIdOf(entry),
              name: entry.connector.name,
              description: isInstalledConnector(entry.connector)
                ? t('connect.installed')
                : undefined,
              imageUrl:
                entry.connector.imageUrl ??
                (entry.connector.type === 'WALLET_CONNECT' ? WALLET_CONNECT_MARK : undefined),
            }
          : {
              id: rowIdOf(entry),
              name: entry.wallet.name,
              description: entry.kind === 'recent' ? t('connect.recent') : undefined,
              imageUrl: entry.wallet.image_id
                ? walletImageUrl(endpoints.walletServices, entry.wallet.image_id, projectId)
                : undefined,
            },
      ),
    [entries, t, endpoints, projectId],
  )
  // The All Wallets row's preview: the first four wallets of the explorer with an image.
  const previewImages = useMemo(() => {
    const seen = new Set<string>()
    const images: string[] = []
    for (const wallet of [...explorer.featured, ...explorer.recommended]) {
      if (images.length === PREVIEW_WALLETS) break
      if (seen.has(wallet.id) || !wallet.image_id) continue
      seen.add(wallet.id)
      images.push(walletImageUrl(endpoints.walletServices, wallet.image_id, projectId))
    }
    return images
  }, [explorer, endpoints, projectId])
  const choose = (rowId: string) => {
    const entry = entries.find((candidate) => rowIdOf(candidate) === rowId)
    if (!entry) return
    if (entry.kind !== 'connector') {
      // Straight to its pairing: the view offers the wallet's own link with the QR code.
      modal.router.push('ConnectingWalletConnect', { walletId: entry.wallet.id })
      return
    }
    if (entry.connector.type !== 'WALLET_CONNECT') {
      modal.router.push('ConnectingExternal', { connectorId: entry.connector.id })
      return
    }
    // On a phone the visitor picks the wallet app to open; on a desktop they scan the code.
    if (isMobileDevice()) modal.router.push('AllWallets')
    else modal.router.push('ConnectingWalletConnect')
  }
  const wallets = (
    <div className="connect-wallets" key="wallet">
      <WalletList rows={rows} onSelect={choose} />
      {hasWalletList && (
        <ListItem
          title={t('connect.allWallets')}
          description={t('connect.allWalletsHint')}
          image={<WalletsPreview images={previewImages} />}
          onClick={() => modal.router.push('AllWallets')}
        />
      )}
    </div>
  )
  // The ways to connect in the host's order (connectMethodsOrder) or the default one: the
  // wallets are the shell's, e-mail and socials are sections plugins contribute.
  const order = connectMethodOrder({
    hostOrder: features.connectMethodsOrder,
    hasInstalledWallets: connectors.some(isInstalledConnector),
  })
  return (
    <div className="connect">
      {order.map((method) =>
        method === 'wallet'
          ? wallets
          : sections
              .filter((section) => section.method === method)
              .map((section) => (
                <section
                  key={`${section.owner}:${section.view}`}
                  className="connect-section"
                  data-method={method}
                >
                  <ContributedView view={section.view} owner={section.owner} />
                </section>
              )),
      )}
      {/* For a visitor who has none yet: what a wallet is, and where to get one. */}
      <div className="connect-footer">
        <button
          type="button"
          className="link-button"
          onClick={() => modal.router.push('WhatIsAWallet')}
        >
          {t('views.WhatIsAWallet')}
        </button>
      </div>
    </div>
  )
}
