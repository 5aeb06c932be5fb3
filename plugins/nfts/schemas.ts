import * as z from 'zod/mini'

/**
 * The NFT calls' shapes: `GET /v1/account/{account}/nfts` (one page of the account's items)
 * and the item metadata a token URI points at (the ERC-721 metadata JSON). The kit, the msw
 * handlers of its tests and the local services (demo/services/nfts.ts) all use these schemas,
 * so the three cannot drift. What the kit draws is checked strictly (addresses, token ids,
 * image addresses); what it only shows as text is lenient.
 */

const CAIP_2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// A token id is a uint256: decimal digits, never a float (ids beyond 2^53 are common).
const TOKEN_ID = /^\d{1,78}$/
// Only web and inline images reach an <img>: no javascript:, no file:.
const IMAGE_URL = /^(https?:\/\/|data:image\/)/i

const nonEmpty = () => z.string().check(z.minLength(1))

/** An image address the kit may draw. */
export const imageUrlSchema = z
  .string()
  .check(z.refine((value) => IMAGE_URL.test(value), 'must be an http(s) or data:image URL'))

/** One trait of an item (`attributes` of the metadata standard). */
export const nftAttributeSchema = z.object({
  trait_type: z.nullish(z.string()),
  value: z.union([z.string(), z.number(), z.boolean()]),
  display_type: z.nullish(z.string()),
})
export type NftAttribute = z.infer<typeof nftAttributeSchema>

/**
 * The metadata JSON a token URI resolves to (ERC-721 and ERC-1155 metadata): every field is
 * optional there, so each is here; an image that is no web address is dropped by its reader.
 */
export const nftMetadataSchema = z.object({
  name: z.nullish(z.string()),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
  attributes: z.nullish(z.array(nftAttributeSchema)),
})
export type NftMetadata = z.infer<typeof nftMetadataSchema>

/** The collection (contract) an item belongs to. */
export const nftContractSchema = z.object({
  address: z.string().check(z.refine((value) => EVM_ADDRESS.test(value), 'must be an EVM address')),
  name: z.nullish(z.string()),
  symbol: z.nullish(z.string()),
  standard: z.enum(['erc721', 'erc1155']),
})
export type NftContract = z.infer<typeof nftContractSchema>

/** One item the account holds, its metadata already resolved by the service. */
export const nftSchema = z.object({
  /** The network, as a CAIP-2 id. */
  chain: z
    .string()
    .check(z.refine((value) => CAIP_2.test(value), 'must be a CAIP-2 id such as "eip155:1"')),
  contract: nftContractSchema,
  tokenId: z
    .string()
    .check(z.refine((value) => TOKEN_ID.test(value), 'must be a decimal token id')),
  name: z.nullish(z.string()),
  description: z.nullish(z.string()),
  /** The full image and a smaller one for lists; absent when the item has none. */
  image: z.nullish(z.object({ url: imageUrlSchema, previewUrl: z.nullish(imageUrlSchema) })),
  attributes: z.nullish(z.array(nftAttributeSchema)),
  /** How many the account holds: always "1" for ERC-721. */
  balance: z.string().check(z.refine((value) => /^\d+$/.test(value), 'must be a decimal amount')),
  tokenUri: z.nullish(z.string()),
})
export type Nft = z.infer<typeof nftSchema>

/** One page of `GET /v1/account/{account}/nfts`. */
export const nftsResponseSchema = z.object({
  data: z.array(nftSchema),
  /** The cursor of the next page; null (or absent) on the last one. */
  next: z.nullish(nonEmpty()),
})
export type NftsResponse = z.infer<typeof nftsResponseSchema>

/** An item's identity across pages and networks: network, contract and token id. */
export const nftKey = (nft: Pick<Nft, 'chain' | 'contract' | 'tokenId'>): string =>
  `${nft.chain}:${nft.contract.address.toLowerCase()}:${nft.tokenId}`
