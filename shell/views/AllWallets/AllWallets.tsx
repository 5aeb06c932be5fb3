import { useEffect, useMemo, useState } from 'react'
import type { ConnectorMeta } from '../../../core/connectors/types'
import {
  connectorFor,
  fetchNextPage,
  prefetchImages,
  searchWallets,
  selectWalletList,
  selectWallets,
  walletImageUrl,
  withoutAnnounced,
  type WalletListItem,
} from '../../../core/wallets'
import { Button } from '../../ui/Button'
import { useT } from '../../ui/i18n'
import { useModalRuntime } from '../../ui/runtime'
import { SearchableList } from '../../ui/SearchableList'
import { useAppDispatch, useAppSelector } from '../../ui/store'
import { useConnectors } from '../shared/useConnectors'
import { ALL_WALLETS_STYLES } from './styles'
import { COLUMNS, OVERSCAN_ROWS, PREFETCH_ROWS, ROW_HEIGHT, VIEWPORT_HEIGHT } from './windowing'

/** A tile: an installed connector of this page, or a wallet of the explorer list. */
type Tile =
  | { kind: 'connector'; key: string; name: string; imageUrl?: string; connector: ConnectorMeta }
  | { kind: 'wallet'; key: string; name: string; imageUrl?: string; wallet: WalletListItem }

const tileKey = (tile: Tile) => tile.key

/**
 * Every wallet: the ones installed in this page first, then the explorer list, paged in as the
 * visitor scrolls and searchable (the search waits 300 ms after the last keystroke). Only the
 * rows in view are drawn, so thousands of wallets scroll smoothly.
 */
function AllWallets() {
  const modal = useModalRuntime()
  const t = useT()
  const dispatch = useAppDispatch()
  const connectors = useConnectors()
  const list = useAppSelector(selectWalletList)
  const wallets = useAppSelector(selectWallets)
  const { projectId, endpoints } = useAppSelector((state) => state.options)
  const [term, setTerm] = useState('')
  const searching = term.trim() !== ''

  useEffect(() => {
    void dispatch(fetchNextPage())
  }, [dispatch])

  const imageOf = (imageId: string | null | undefined) =>
    imageId ? walletImageUrl(endpoints.walletServices, imageId, projectId) : undefined

  const tiles = useMemo<Tile[]>(() => {
    const installed = connectors.filter((connector) => connector.installed)
    const source = searching ? wallets.search.results : list
    const needle = term.trim().toLowerCase()
    const connectorTiles: Tile[] = installed
      .filter((connector) => !searching || connector.name.toLowerCase().includes(needle))
      .map((connector) => ({
        kind: 'connector',
        key: `connector:${connector.id}`,
        name: connector.name,
        imageUrl: connector.imageUrl,
        connector,
      }))
    const walletTiles: Tile[] = withoutAnnounced(source, installed).map((wallet) => ({
      kind: 'wallet',
      key: `wallet:${wallet.id}`,
      name: wallet.name,
      imageUrl: wallet.image_id
        ? walletImageUrl(endpoints.walletServices, wallet.image_id, projectId)
        : undefined,
      wallet,
    }))
    return [...connectorTiles, ...walletTiles]
  }, [connectors, searching, wallets.search.results, list, term, endpoints, projectId])

  // The first 20 images of each page start loading before their tiles scroll into view.
  const lastPageImages = useMemo(
    () =>
      list
        .slice(-40)
        .map((wallet) => imageOf(wallet.image_id))
        .filter((url): url is string => url !== undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- imageOf depends only on these
    [list, endpoints, projectId],
  )
  useEffect(() => {
    prefetchImages(lastPageImages)
  }, [lastPageImages])

  const choose = (tile: Tile) => {
    if (tile.kind === 'connector') {
      modal.router.push('ConnectingExternal', { connectorId: tile.connector.id })
      return
    }
    const connector = connectorFor(tile.wallet, connectors)
    if (connector) modal.router.push('ConnectingExternal', { connectorId: connector.id })
    else modal.router.push('ConnectingWalletConnect', { walletId: tile.wallet.id })
  }

  const request = searching ? wallets.requests.search : wallets.requests.page
  return (
    <>
      <style>{ALL_WALLETS_STYLES}</style>
      <SearchableList
        className="all-wallets"
        searchClassName="all-wallets-search"
        itemClassName="all-wallets-tile"
        items={tiles}
        itemKey={tileKey}
        searchLabel={t('allWallets.search')}
        listLabel={t('allWallets.list')}
        // The store's search waits WALLET_SEARCH_WAIT_MS after the last keystroke itself.
        onTermChange={(next) => {
          setTerm(next)
          void dispatch(searchWallets(next))
        }}
        // The viewport scrolls the grid's rows; only those in view (and the overscan) are drawn,
        // always in windows: a page of 40 wallets is ten rows, the list grows as it scrolls.
        viewportHeight={VIEWPORT_HEIGHT}
        columns={COLUMNS}
        estimateSize={ROW_HEIGHT}
        drawWholeUpTo={0}
        overscan={OVERSCAN_ROWS * ROW_HEIGHT}
        // A first page that does not fill the viewport asks for the next one at once.
        onNearEnd={() => {
          if (!searching) void dispatch(fetchNextPage())
        }}
        nearEndDistance={PREFETCH_ROWS * ROW_HEIGHT}
        renderItem={(tile) => (
          <button type="button" onClick={() => choose(tile)}>
            {tile.imageUrl ? (
              // Sized before it loads, as the grey square drawn in its place without one.
              <img src={tile.imageUrl} alt="" loading="lazy" width={40} height={40} />
            ) : (
              <span className="all-wallets-placeholder" aria-hidden="true" />
            )}
            {/* A long name or label ends in an ellipsis in the narrow tile: whole on hover. */}
            <span className="all-wallets-name" title={tile.name}>
              {tile.name}
            </span>
            {tile.kind === 'connector' && (
              <span className="all-wallets-tag" title={t('allWallets.installed')}>
                {t('allWallets.installed')}
              </span>
            )}
          </button>
        )}
        status={
          request.state === 'failed' ? (
            <>
              {t('allWallets.failed')}{' '}
              <Button
                variant="secondary"
                onClick={() => void dispatch(searching ? searchWallets(term) : fetchNextPage())}
              >
                {t('allWallets.retry')}
              </Button>
            </>
          ) : request.state === 'loading' ? (
            t('allWallets.loadingMore')
          ) : searching && tiles.length === 0 && wallets.search.resultsTerm === term.trim() ? (
            t('allWallets.empty')
          ) : null
        }
      />
    </>
  )
}

export default AllWallets
