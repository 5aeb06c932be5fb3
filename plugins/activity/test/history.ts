// The activity suites' msw handler and fixtures for the history service; only tests import
// this folder, and the library build leaves it out.
import { http, HttpResponse } from 'msw'
import { TEST_ENDPOINTS, validated } from 'portico/testing'
import { historyResponseSchema, type HistoryResponse, type HistoryTransaction } from '../schemas'

/** One history call as the service saw it. */
export interface HistoryCall {
  address: string
  chainId: string | null
  /** null: the first page. */
  cursor: string | null
}

/**
 * Answers `GET /v1/account/{address}/history` with what `answer` gives for the call: a page
 * (validated by the production schema) or a failure status. Every call is recorded in `calls`.
 */
export function historyHandler(
  answer: (call: HistoryCall) => HistoryResponse | number,
  calls: HistoryCall[] = [],
) {
  return http.get(
    `${TEST_ENDPOINTS.blockchainServices}/v1/account/:address/history`,
    ({ params, request }) => {
      const search = new URL(request.url).searchParams
      const call = {
        address: String(params.address),
        chainId: search.get('chainId'),
        cursor: search.get('cursor'),
      }
      calls.push(call)
      const answered = answer(call)
      if (typeof answered === 'number') return new HttpResponse(null, { status: answered })
      return validated(historyResponseSchema, answered)
    },
  )
}

/** Serves `pages` in order: the first for no cursor, then each for the cursor the previous gave. */
export function pagedHistory(pages: readonly HistoryTransaction[][]) {
  return (call: HistoryCall): HistoryResponse => {
    const index = call.cursor === null ? 0 : Number(call.cursor)
    const data = pages[index] ?? []
    return { data, next: index + 1 < pages.length ? String(index + 1) : null }
  }
}

export interface TransactionFixture {
  id: string
  minedAt: Date
  operationType?: string
  status?: HistoryTransaction['metadata']['status']
  chain?: string
  transfers?: HistoryTransaction['transfers']
}

/** A fungible transfer of `symbol` (an icon at tokens.example). */
export const fungible = (
  direction: 'in' | 'out' | 'self',
  numeric: string,
  symbol = 'ETH',
  name = symbol === 'ETH' ? 'Ether' : `${symbol} Token`,
): HistoryTransaction['transfers'][number] => ({
  fungible_info: {
    name,
    symbol,
    icon: { url: `https://tokens.example/${symbol.toLowerCase()}.png` },
  },
  direction,
  quantity: { numeric },
  value: 0,
  price: 0,
})

/** A transaction as the service sends it; by default a confirmed receipt of 1 ETH on Ethereum. */
export function transaction(fixture: TransactionFixture): HistoryTransaction {
  const hash = `0x${fixture.id.padStart(64, '0')}`
  return {
    id: `${fixture.chain ?? 'eip155:1'}:${hash}`,
    metadata: {
      operationType: fixture.operationType ?? 'receive',
      hash,
      minedAt: fixture.minedAt.toISOString(),
      sentFrom: '0x00000000000000000000000000000000000000b0',
      sentTo: '0x52908400098527886E0F7030069857D2E4169EE7',
      status: fixture.status ?? 'confirmed',
      nonce: 0,
      chain: fixture.chain ?? 'eip155:1',
    },
    transfers: fixture.transfers ?? [fungible('in', '1')],
  }
}
