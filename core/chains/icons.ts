import { own } from '../own'
import type { CaipNetworkId } from './network'

/**
 * Small marks for the catalogue's networks (24 by 24, a disc in the network's colour), drawn
 * where a network has no image of its own (`assets.imageUrl`), so a chain is recognised at a
 * glance without a request. Testnets wear their mainnet's mark in grey. A network the kit
 * does not know gets a letter badge instead (`letterIconSvg`).
 */

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">'
const TESTNET_GREY = '#8a9099'

const disc = (fill: string, mark: string) =>
  `${SVG_OPEN}<circle cx="12" cy="12" r="12" fill="${fill}"/>${mark}</svg>`

// The marks, in white on the disc.
const ETHEREUM =
  '<path fill="#fff" d="M12 3.5 6.8 12.2 12 15.3l5.2-3.1zM12 16.3l-5.2-3.1L12 20.5l5.2-7.3z"/>'
const OPTIMISM =
  '<path fill="#fff" d="M8.4 15.2c-1.9 0-3.1-1.3-3.1-3.2 0-2.2 1.5-3.8 3.6-3.8 1.9 0 3.1 1.3 3.1 3.2 0 2.2-1.5 3.8-3.6 3.8zm.1-1.6c1 0 1.6-1 1.6-2.2 0-.9-.5-1.6-1.3-1.6-1 0-1.6 1-1.6 2.2 0 .9.5 1.6 1.3 1.6zM12.6 15.1l1.4-6.8h2.9c1.5 0 2.3.8 2.1 2.1-.3 1.4-1.4 2.2-3 2.2h-1.2l-.4 2.5zm2.5-4h1c.6 0 1-.3 1.1-.8.1-.5-.2-.8-.7-.8h-1z"/>'
const GNOSIS =
  '<path fill="none" stroke="#fff" stroke-width="1.8" d="M12 5.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM12 9v6M9 12h6"/>'
const POLYGON =
  '<path fill="#fff" d="m15.3 9.4-2.5-1.4a1 1 0 0 0-1 0L9.3 9.4a1 1 0 0 0-.5.9v1.5l-1.3-.8V9.3l3-1.7 3 1.7v1.1l1.3.8V8.8a1 1 0 0 0-.5-.9l-3.3-1.9a1 1 0 0 0-1 0L6.7 7.9a1 1 0 0 0-.5.9v3.8a1 1 0 0 0 .5.9L10 15.4a1 1 0 0 0 1 0l2.5-1.4a1 1 0 0 0 .5-.9v-1.5l1.3.8v1.7l-3 1.7-3-1.7v-1.1l-1.3-.8v2.3a1 1 0 0 0 .5.9l3.3 1.9a1 1 0 0 0 1 0l3.3-1.9a1 1 0 0 0 .5-.9v-3.8a1 1 0 0 0-.5-.9z"/>'
const BASE =
  '<path fill="#fff" fill-rule="evenodd" d="M12 5.5a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM5.5 11.35h8.6v1.3H5.5z"/>'
const ARBITRUM =
  '<path fill="none" stroke="#fff" stroke-width="1.8" stroke-linejoin="round" d="M12 4.5 5.5 8.25v7.5L12 19.5l6.5-3.75v-7.5z"/><path fill="#28a0f0" d="m10.3 8.6-3.2 8.6 1.4.8 3.2-8.6zm3.4 0 3.2 8.6-1.4.8-3.2-8.6z"/>'
const SOLANA =
  '<path fill="#fff" d="M8.2 14.9a.5.5 0 0 1 .4-.2h9.8l-2.6 2.6a.5.5 0 0 1-.4.2H5.6zm0-8a.5.5 0 0 1 .4-.2h9.8l-2.6 2.6a.5.5 0 0 1-.4.2H5.6zm7.6 4a.5.5 0 0 0-.4-.2H5.6l2.6 2.6a.5.5 0 0 0 .4.2h9.8z"/>'
const BITCOIN =
  '<path fill="#fff" d="M16.2 10.6c.2-1.4-.9-2.2-2.4-2.7l.5-2-1.2-.3-.5 1.9-1-.2.5-1.9-1.2-.3-.5 2-2.4-.6-.3 1.3s.9.2.9.2c.5.1.6.5.6.7l-1.4 5.5c-.1.2-.3.4-.6.3l-.9-.2-.6 1.4 2.3.6-.5 2 1.2.3.5-2 1 .3-.5 2 1.2.3.5-2c2.1.4 3.6.2 4.3-1.6.5-1.5 0-2.3-1.1-2.9.8-.2 1.4-.7 1.5-1.8zm-2.8 3.9c-.4 1.5-2.9.7-3.7.5l.7-2.7c.8.2 3.4.6 3 2.2zm.4-4c-.3 1.3-2.4.7-3.1.5l.6-2.4c.7.2 2.9.5 2.5 1.9z"/>'

const SOLANA_MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN_MAINNET: CaipNetworkId = 'bip122:000000000019d6689c085ae165831e93'

/** The catalogue networks' marks, by CAIP-2 id. */
export const NETWORK_ICONS: Readonly<Record<string, string>> = {
  'eip155:1': disc('#627eea', ETHEREUM),
  'eip155:10': disc('#ff0420', OPTIMISM),
  'eip155:100': disc('#04795b', GNOSIS),
  'eip155:137': disc('#8247e5', POLYGON),
  'eip155:8453': disc('#0052ff', BASE),
  'eip155:42161': disc('#213147', ARBITRUM),
  'eip155:11155111': disc(TESTNET_GREY, ETHEREUM),
  'eip155:84532': disc(TESTNET_GREY, BASE),
  [SOLANA_MAINNET]: disc('#7b3fe4', SOLANA),
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': disc(TESTNET_GREY, SOLANA),
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': disc(TESTNET_GREY, SOLANA),
  [BITCOIN_MAINNET]: disc('#f7931a', BITCOIN),
  'bip122:000000000933ea01ad0ee984209779ba': disc(TESTNET_GREY, BITCOIN),
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** A hue from a text, the same for the same text: badges of different networks differ. */
function hueOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  return hash
}

/**
 * A disc with the first letter of `name` (a whole code point, upper-cased), in a colour
 * computed from the name: the mark of a network the kit has none for.
 */
export function letterIconSvg(name: string): string {
  const [first = '?'] = name.trim()
  const letter = first
    .toLocaleUpperCase()
    .replace(/[&<>"']/g, (char) => own(XML_ESCAPES, char) ?? '')
  return (
    `${SVG_OPEN}<circle cx="12" cy="12" r="12" fill="hsl(${hueOf(name)} 45% 42%)"/>` +
    '<text x="12" y="16.2" text-anchor="middle" font-size="12" font-weight="600" ' +
    `font-family="system-ui,sans-serif" fill="#fff">${letter}</text></svg>`
  )
}

/** An SVG as an image address (`<img src>`), as EIP-6963 wallets give their icons. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * The image of a network: the host's (`assets.imageUrl`), else the catalogue's mark, else
 * a letter badge of its name (of its CAIP id when it has none).
 */
export function networkIconUrl(network: {
  caipNetworkId: string
  name?: string | undefined
  assets?: { imageUrl?: string | undefined } | undefined
}): string {
  const hosts = network.assets?.imageUrl
  if (hosts) return hosts
  const mark = own(NETWORK_ICONS, network.caipNetworkId)
  return svgDataUrl(mark ?? letterIconSvg(network.name ?? network.caipNetworkId))
}
