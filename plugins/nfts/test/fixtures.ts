// Fixtures for the NFTs plugin's suites, on top of `portico/testing`; only tests import this
// folder, and the library build leaves it out.
import type { ModalOptions, PorticoModal } from 'portico'
import { createTestModal } from 'portico/testing'
import { nfts } from '../entry'
import type { Nft } from '../schemas'

// The chunks the plugin loads on demand, loaded up front: a test file must not end while one
// of them is still being imported.
await Promise.all([
  import('../index'),
  import('../views/AccountNfts'),
  import('../views/NftDetail'),
])

/** The fake wallet's account (portico/testing's default). */
export const OWNER = '0x52908400098527886E0F7030069857D2E4169EE7'
/** Someone to send items to. */
export const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const COLLECTION = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

/** Item `tokenId` of the test collection, as the service answers it. */
export const nft = (tokenId: number, overrides: Partial<Nft> = {}): Nft => ({
  chain: 'eip155:1',
  contract: { address: COLLECTION, name: 'Devnet Critters', symbol: 'CRIT', standard: 'erc721' },
  tokenId: String(tokenId),
  name: `Critter #${tokenId}`,
  description: 'A critter of the tests.',
  image: {
    url: `https://images.example/critters/${tokenId}.svg`,
    previewUrl: `https://images.example/critters/${tokenId}-small.svg`,
  },
  attributes: [
    { trait_type: 'Species', value: 'Fox' },
    { trait_type: 'Generation', value: 1, display_type: 'number' },
  ],
  balance: '1',
  tokenUri: `https://metadata.example/critters/${tokenId}`,
  ...overrides,
})

/** `count` items, token ids 1..count. */
export const nftRange = (count: number): Nft[] =>
  Array.from({ length: count }, (_, index) => nft(index + 1))

/** A modal with the NFTs plugin beside the built-in ones, its UI on. */
export const nftsModal = (options: Partial<ModalOptions> = {}): PorticoModal =>
  createTestModal(options, { plugins: [nfts] })
