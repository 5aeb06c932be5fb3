// The NFT call in msw for the NFTs plugin's suites: every answer is validated by the plugin's
// production schema before it is sent, so a fixture cannot drift from what the service
// answers. Only tests import this folder; the library build leaves it out.
import { http, HttpResponse } from 'msw'
import { TEST_ENDPOINTS, validated } from 'portico/testing'
import { nftsResponseSchema, type Nft, type NftsResponse } from '../schemas'

/** One NFT call as the service saw it. */
export interface NftsCall {
  address: string
  chainId: string | null
  cursor: string | null
  limit: string | null
}

/**
 * Answers `GET /v1/account/{address}/nfts` with what `answer` gives for the call: a page or a
 * failure status. Every call is recorded in `calls`.
 */
export function nftsHandler(
  answer: (call: NftsCall) => NftsResponse | number,
  calls: NftsCall[] = [],
) {
  return http.get(
    `${TEST_ENDPOINTS.blockchainServices}/v1/account/:address/nfts`,
    ({ params, request }) => {
      const search = new URL(request.url).searchParams
      const call = {
        address: String(params.address),
        chainId: search.get('chainId'),
        cursor: search.get('cursor'),
        limit: search.get('limit'),
      }
      calls.push(call)
      const answered = answer(call)
      if (typeof answered === 'number') return new HttpResponse(null, { status: answered })
      return validated(nftsResponseSchema, answered)
    },
  )
}

/** `items` a page of `limit` at a time, the cursor an offset (as the local services page). */
export const pagedNfts =
  (items: readonly Nft[]) =>
  (call: NftsCall): NftsResponse => {
    const start = Number(call.cursor ?? '0')
    const end = start + Number(call.limit ?? '20')
    return { data: items.slice(start, end), next: end < items.length ? String(end) : null }
  }
