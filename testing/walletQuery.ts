import type { GetWalletsResponse, WalletListItem } from '../core/wallets/schemas'

// The wallet explorer's query semantics, free of msw so anything can answer with them. The
// demo's local services (demo/services/wallets.ts) apply the same rules; tests/testing checks
// that the two agree, so the unit suites and the browser suites meet one service.

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : [])

/** A positive whole number from a query parameter, or `fallback`. */
function positive(value: string | null, fallback: number): number {
  const number = Number(value)
  return value !== null && Number.isInteger(number) && number > 0 ? number : fallback
}

/**
 * What `GET /getWallets` answers for these query parameters over `wallets`: paged (page is
 * 1-based, 40 entries by default), `include` / `exclude` by id, `chains` by CAIP-2 id and
 * `search` in names ignoring case, with `count` the number of matches.
 */
export function answerGetWallets(
  wallets: readonly WalletListItem[],
  params: URLSearchParams,
): GetWalletsResponse {
  const page = positive(params.get('page'), 1)
  const entries = positive(params.get('entries'), 40)
  const include = list(params.get('include'))
  const exclude = new Set(list(params.get('exclude')))
  const chains = list(params.get('chains'))
  const search = params.get('search')?.trim().toLowerCase()
  const matching = wallets.filter(
    (wallet) =>
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains.length === 0 || (wallet.chains ?? []).some((chain) => chains.includes(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)),
  )
  return {
    data: matching.slice((page - 1) * entries, page * entries),
    count: matching.length,
  }
}
