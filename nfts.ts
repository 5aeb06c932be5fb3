/**
 * `portico/nfts`: the Account view's NFTs tab. A plugin a host opts into by passing it to
 * `createModal`: the account's ERC-721 and ERC-1155 items with their images, names and
 * collections, page by page, and an item view (traits, collection, token id, contract) whose
 * Send moves the item through the connected wallet. A page without it carries none of its
 * code.
 *
 * @example
 * import { createModal } from 'portico'
 * import { nfts } from 'portico/nfts'
 * createModal({ projectId, networks: ['eip155:1'], plugins: [nfts] })
 *
 * @module portico/nfts
 */
export { nfts } from './plugins/nfts/entry'
export type { Nft, NftAttribute, NftContract } from './plugins/nfts/schemas'
// The plugin's views, merged into the kit's types (Views) by its manifest: named for their
// types alone (no code), so the declarations a host installs carry the merge and
// `modal.open({ view: 'NftDetail', data: { nft } })` type-checks.
export type {} from './plugins/nfts/manifest'
