import type { Address } from 'viem'
import type { NftsResponse } from '../../plugins/nfts/schemas'
import type { ChainReader } from './chain'

/**
 * `GET /v1/account/{account}/nfts?chainId=&cursor=&limit=`: the items the account holds, on
 * one network (`chainId`, CAIP-2) or on every indexed one, a page at a time. The holders come
 * from the chains' Transfer logs (chain.ts), synced to the latest block first, so an item sent
 * a moment ago has left the sender's list. `cursor` is an offset, as in the history call.
 */

export const NFT_PAGE_SIZE = 20
export const NFT_MAX_PAGE_SIZE = 100

/** A page size from the query: a positive integer up to the maximum, else the default. */
function pageSize(value: string | null): number {
  const n = Number(value ?? NFT_PAGE_SIZE)
  return Number.isInteger(n) && n > 0 ? Math.min(n, NFT_MAX_PAGE_SIZE) : NFT_PAGE_SIZE
}

export async function nftPage(
  readers: ReadonlyMap<string, ChainReader>,
  address: Address,
  params: URLSearchParams,
): Promise<NftsResponse> {
  const chainId = params.get('chainId')
  const selected = chainId
    ? [readers.get(chainId)].filter((reader) => reader !== undefined)
    : [...readers.values()]
  await Promise.all(selected.map((reader) => reader.sync()))
  const all = selected.flatMap((reader) => reader.nfts(address))
  const offset = Number(params.get('cursor') ?? '0')
  const start = Number.isInteger(offset) && offset > 0 ? offset : 0
  const end = start + pageSize(params.get('limit'))
  return { data: all.slice(start, end), next: end < all.length ? String(end) : null }
}
