import { http, HttpResponse } from 'msw'
import { getWalletsResponseSchema, type WalletListItem } from '../core/wallets/schemas'
import { TEST_ENDPOINTS } from './endpoints'
import { validated } from './validated'
import { answerGetWallets } from './walletQuery'

// A deterministic wallet explorer: `makeWallets(n)` always gives the same n wallets, and the
// handler answers `GET /getWallets` with the service's paging, search, include and exclude
// semantics, validated with the production schema.

// The first names are real-looking so searches have something to find ('meta' matches 3).
const NAMED = [
  'MetaMask',
  'Trust Wallet',
  'Coinbase Wallet',
  'Rainbow',
  'Metamorph',
  'Zerion',
  'Ledger Live',
  'Uniswap Wallet',
  'Phantom',
  'MetaWallet Pro',
]

const pad = (index: number) => String(index).padStart(4, '0')

/** The i-th test wallet (0-based): id `wallet-0000`, rdns `io.example.w0000` except every 5th. */
export function makeWallet(index: number): WalletListItem {
  const name = NAMED[index] ?? `Test Wallet ${pad(index)}`
  return {
    id: `wallet-${pad(index)}`,
    name,
    image_id: `image-${pad(index)}`,
    mobile_link: `wallet${pad(index)}://`,
    desktop_link: null,
    webapp_link: index % 3 === 0 ? `https://wallet${pad(index)}.example/app` : null,
    // Every fifth wallet has no rdns, as many explorer entries do not.
    rdns: index % 5 === 4 ? null : `io.example.w${pad(index)}`,
    chains: index % 2 === 0 ? ['eip155:1', 'eip155:8453'] : ['eip155:1', 'solana:mainnet'],
  }
}

/** The first `count` test wallets (`makeWallet(0)` …). */
export const makeWallets = (count: number): WalletListItem[] =>
  Array.from({ length: count }, (_, index) => makeWallet(index))

const ws = (path: string) => `${TEST_ENDPOINTS.walletServices}${path}`

/** A small valid SVG, what the image endpoint returns for any id. */
export const TEST_WALLET_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'

export const walletHandlers = {
  /** `GET /getWallets` over `wallets`; `seen` collects each request's URL. */
  wallets: (wallets: readonly WalletListItem[], seen?: URL[]) =>
    http.get(ws('/getWallets'), ({ request }) => {
      const url = new URL(request.url)
      seen?.push(url)
      return validated(getWalletsResponseSchema, answerGetWallets(wallets, url.searchParams))
    }),
  /** `GET /getWalletImage/:id`: the same SVG for every id; `seen` collects the ids. */
  walletImage: (seen?: string[]) =>
    http.get(ws('/getWalletImage/:id'), ({ params }) => {
      seen?.push(String(params.id))
      return new HttpResponse(TEST_WALLET_SVG, { headers: { 'content-type': 'image/svg+xml' } })
    }),
}
