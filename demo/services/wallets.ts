import type { WalletListItem } from '../../core/wallets/schemas'

/**
 * The wallet explorer of the local services: `makeWallets(n)` always gives the same n wallets
 * (names, ids, rdns, links, chains), and `walletSvg` draws each wallet's icon: a coloured
 * square with its initials. Queries are answered with the kit's own `answerGetWallets`
 * (testing/walletQuery.ts), the function the unit suites' msw handlers answer with too.
 */

const ADJECTIVES = [
  'Amber',
  'Bright',
  'Cobalt',
  'Coral',
  'Crimson',
  'Ember',
  'Frost',
  'Golden',
  'Indigo',
  'Jade',
  'Lunar',
  'Meta',
  'Nova',
  'Onyx',
  'Pixel',
  'Quartz',
  'Rapid',
  'Solar',
  'Terra',
  'Velvet',
] as const

const NOUNS = [
  'Wallet',
  'Vault',
  'Keys',
  'Purse',
  'Safe',
  'Pocket',
  'Ledger',
  'Signer',
  'Pass',
  'Chest',
  'Mint',
  'Harbor',
  'Bridge',
  'Link',
  'Port',
  'Hub',
] as const

/** How many wallets the local explorer lists by default (at least 300, so paging is real). */
export const DEFAULT_WALLET_COUNT = ADJECTIVES.length * NOUNS.length

/** Networks every EVM wallet of the explorer lists, besides the configured local chains. */
const EVM_CHAINS = ['eip155:1', 'eip155:8453', 'eip155:31337', 'eip155:31338']
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const pad = (index: number) => String(index).padStart(4, '0')
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** The i-th wallet's name (0-based): adjective-major, so consecutive pages differ in names. */
export function walletName(index: number): string {
  const adjective = ADJECTIVES[index % ADJECTIVES.length] ?? 'Local'
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length] ?? 'Wallet'
  const round = Math.floor(index / DEFAULT_WALLET_COUNT)
  return round === 0 ? `${adjective} ${noun}` : `${adjective} ${noun} ${round + 1}`
}

export interface WalletLinkOptions {
  /**
   * The demo mobile wallet page (`…/mobile-wallet.html`): when given, the EVM wallets' mobile
   * links (and their web app links) open it, so All Wallets → a wallet → its link pairs with
   * the demo's stand-in phone wallet. Without it the links are app schemes nothing answers.
   */
  mobileWalletUrl?: string
}

/**
 * The i-th wallet: id `local-wallet-0000`, image id `local-image-0000`. Every fifth has no rdns
 * and every seventh is a Solana-only wallet, as in a real explorer; the rest list the EVM
 * networks plus `extraChains` (the local chains the services were started with).
 */
export function makeWallet(
  index: number,
  extraChains: readonly string[] = [],
  links: WalletLinkOptions = {},
): WalletListItem {
  const name = walletName(index)
  const solanaOnly = index % 7 === 6
  const evmChains = [...new Set([...EVM_CHAINS, ...extraChains])]
  // The kit appends `/wc?uri=…` to a universal link: after a `#` it stays in the fragment,
  // which the demo mobile wallet reads (demo/mobile-wallet/pairingLink.ts).
  const mobileWallet =
    !solanaOnly && links.mobileWalletUrl ? `${links.mobileWalletUrl}#` : undefined
  return {
    id: `local-wallet-${pad(index)}`,
    name,
    image_id: `local-image-${pad(index)}`,
    mobile_link: mobileWallet ?? `${slug(name)}://`,
    desktop_link: index % 4 === 0 ? `${slug(name)}-desktop://` : null,
    webapp_link:
      index % 3 === 0 ? (mobileWallet ?? `http://127.0.0.1/wallets/${slug(name)}`) : null,
    rdns: index % 5 === 4 ? null : `dev.localstack.${slug(name)}`,
    chains: solanaOnly ? [SOLANA_MAINNET] : evmChains,
  }
}

export const makeWallets = (
  count = DEFAULT_WALLET_COUNT,
  extraChains: readonly string[] = [],
  links: WalletLinkOptions = {},
): WalletListItem[] =>
  Array.from({ length: count }, (_, index) => makeWallet(index, extraChains, links))

/** Up to two initials of a name: "Amber Wallet" → "AW". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/** A 96×96 SVG: a rounded square coloured from the wallet's index, with its initials. */
export function walletSvg(name: string, index: number): string {
  const hue = Math.round((index * 137.508) % 360)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="20" fill="hsl(${hue}, 62%, 46%)"/>`,
    '<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" ',
    'font-family="system-ui, sans-serif" font-size="38" font-weight="600" fill="#fff">',
    initials(name),
    '</text></svg>',
  ].join('')
}
