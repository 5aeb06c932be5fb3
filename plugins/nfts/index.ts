/**
 * The NFTs plugin (issue 24): the connected account's NFTs (ERC-721 and ERC-1155 items) in
 * the Account view's NFTs tab, from the blockchain-services NFT call, page by page, and one
 * item's view (image, traits, collection, token id, contract) with Send, which hands the
 * item to another address through the connected wallet (`safeTransferFrom`).
 */
import { definePlugin } from 'portico/plugin'
import { injectNftEndpoints, type NftsApi } from './endpoints'
import { manifest } from './manifest'

export default definePlugin<unknown, NftsApi>({
  manifest,
  endpoints: (apis) => injectNftEndpoints(apis.blockchainServices),
  views: {
    AccountNfts: () => import('./views/AccountNfts'),
    NftDetail: () => import('./views/NftDetail'),
  },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
})
