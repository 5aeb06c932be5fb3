import { defineManifest } from 'portico/plugin'
import type { Nft } from './schemas'

declare module 'portico' {
  interface Views {
    /** The Account view's NFTs tab: the account's items. */
    AccountNfts: undefined
    /** One item: its image, traits, collection, token id and contract, and Send. */
    NftDetail: { nft: Nft }
  }
}

/** The NFTs plugin, as its entry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'nfts',
  views: ['NftDetail'],
  contributes: {
    // Between the shell's Tokens (0) and Activity (100).
    accountTabs: [{ view: 'AccountNfts', title: 'tab.title', order: 50 }],
  },
})
