import { useT } from 'portico/ui'
import type { Nft } from '../schemas'

export interface NftRowProps {
  nft: Nft
  onOpen(): void
  /** The list's attributes for the row's element (windowing's index, set size and position). */
  attributes: Record<string, string | number | undefined>
}

/** What the visitor calls an item: its name, else its collection and token id. */
export function nftTitle(nft: Nft): string {
  return nft.name || `${nft.contract.name || nft.contract.symbol || ''} #${nft.tokenId}`.trim()
}

/** One item of the tab: a button with its image, name and collection, opening its view. */
export function NftRow({ nft, onOpen, attributes }: NftRowProps) {
  const t = useT('nfts')
  const preview = nft.image?.previewUrl ?? nft.image?.url
  const collection = nft.contract.name || nft.contract.symbol || t('unknownCollection')
  return (
    <li {...attributes}>
      <button type="button" className="nfts-row" onClick={onOpen}>
        {preview ? (
          // Decorative: the button's text names the item.
          <img className="nfts-thumb" src={preview} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className="nfts-thumb" aria-hidden="true" />
        )}
        <span className="nfts-text">
          <span className="nfts-name">{nftTitle(nft)}</span>
          <span className="nfts-collection">{collection}</span>
        </span>
      </button>
    </li>
  )
}
