import { useCallback, type ReactNode } from 'react'
import { selectActiveAccount } from 'portico/plugin'
import {
  Button,
  Skeleton,
  Text,
  useAppSelector,
  usePortico,
  useT,
  useWindowedList,
  type ViewProps,
} from 'portico/ui'
import { NFT_ROW_ESTIMATE } from '../constants'
import { nftKey } from '../schemas'
import { useLoadOnScroll } from '../useLoadOnScroll'
import { useNfts } from '../useNfts'
import { NftRow } from './NftRow'
import { NFTS_STYLES } from './styles'

/** The tab's box, with the plugin's stylesheet (drawn in the modal's shadow root). */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="nfts">
      <style>{NFTS_STYLES}</style>
      {children}
    </div>
  )
}

/**
 * The Account view's NFTs tab: the connected account's items on its network, each with its
 * image, name and collection, opening the item's view. A long list is drawn in windows as the
 * modal's body scrolls; the next page loads as the visitor nears the end (or presses "Load
 * more"); a failure says so with a Retry that keeps the items already shown.
 */
export default function AccountNfts(_props: ViewProps) {
  const t = useT('nfts')
  const modal = usePortico()
  const account = useAppSelector(selectActiveAccount)
  const connected = account.status === 'connected'
  const address = connected ? account.address : undefined
  const chainId = connected ? account.caipNetworkId : undefined
  const nfts = useNfts(
    address !== undefined && chainId !== undefined ? { address, chainId } : undefined,
  )
  const { items } = nfts
  const setEnd = useLoadOnScroll(
    nfts.loadMore,
    nfts.status === 'ready' && nfts.hasMore && !nfts.failed,
    items.length,
  )
  const keyOf = useCallback(
    (index: number) => {
      const nft = items[index]
      return nft ? nftKey(nft) : index
    },
    [items],
  )
  const { setList, ...list } = useWindowedList<HTMLUListElement>({
    count: items.length,
    estimateSize: NFT_ROW_ESTIMATE,
    itemKey: keyOf,
  })

  if (nfts.status === 'idle') {
    return (
      <Frame>
        <Text>{t('connectFirst')}</Text>
        <Button onClick={() => modal.router.push('Connect')}>{t('connectWallet')}</Button>
      </Frame>
    )
  }

  const failure = nfts.failed && (
    <div role="alert" className="nfts-end">
      <Text>{t('failed')}</Text>
      <Button variant="secondary" onClick={nfts.retry}>
        {t('retry')}
      </Button>
    </div>
  )
  if (nfts.status !== 'ready') {
    return <Frame>{nfts.status === 'error' ? failure : <Skeleton label={t('loading')} />}</Frame>
  }

  const rows = []
  for (let index = list.first; index <= list.last; index += 1) {
    const nft = items[index]
    if (!nft) continue
    rows.push(
      <NftRow
        key={nftKey(nft)}
        nft={nft}
        onOpen={() => modal.router.push('NftDetail', { nft })}
        attributes={{
          ...list.itemProps(index),
          // Drawn in windows, each row still says where it is in the whole list.
          'aria-setsize': list.windowed ? items.length : undefined,
          'aria-posinset': list.windowed ? index + 1 : undefined,
        }}
      />,
    )
  }

  return (
    <Frame>
      {items.length === 0 && !nfts.failed ? <Text>{t('empty')}</Text> : null}
      {items.length === 0 ? null : (
        <ul ref={setList} className="nfts-list" aria-label={t('list')} style={list.spacing}>
          {rows}
        </ul>
      )}
      {failure}
      {nfts.hasMore && !nfts.failed ? (
        <div className="nfts-end">
          {nfts.loadingMore ? <Skeleton label={t('loadingMore')} rows={1} /> : null}
          {/* Kept enabled while the page loads, so a keyboard visitor's focus stays on it. */}
          <Button variant="secondary" onClick={nfts.loadMore}>
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
      <div ref={setEnd} className="nfts-sentinel" aria-hidden="true" />
    </Frame>
  )
}
