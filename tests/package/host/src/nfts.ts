// The NFTs tab as a host opts into it, checked against the packed tarball: the entry is a
// plugin createModal takes, and importing it adds the item view, with its data, to the
// modal's view ids.
import { createModal } from 'portico'
import type { PluginEntry } from 'portico'
import { nfts } from 'portico/nfts'
import type { Nft } from 'portico/nfts'

const plugin: PluginEntry = nfts
const modal = createModal({ projectId: 'p', networks: ['eip155:1'], plugins: [plugin] })

export function openItem(nft: Nft): void {
  void modal.open({ view: 'NftDetail', data: { nft } })
  // @ts-expect-error: the item view's data is the item
  void modal.open({ view: 'NftDetail', data: { tokenId: nft.tokenId } })
}
