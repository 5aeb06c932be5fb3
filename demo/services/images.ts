import { readFileSync } from 'node:fs'
import { own } from '../../core/own'

/**
 * The images the local wallet-services answer the asset and token image calls with: drawn for
 * the demo (images/*.svg, small files read once), for the devnet's two networks by CAIP-2 id
 * and for its tokens by symbol. An id or symbol without one is a 404, as the service answers
 * one it has no image for, so the kit's own stand-in (its network mark, a letter) shows.
 */

const read = (file: string) => readFileSync(new URL(`./images/${file}`, import.meta.url), 'utf8')

/** `GET /public/getAssetImage/{id}`: the devnet's networks, by the id the kit asks with. */
export const NETWORK_IMAGES: Readonly<Record<string, string>> = {
  'eip155:31337': read('local-mainnet.svg'),
  'eip155:31338': read('local-base.svg'),
}

/** `GET /public/getTokenImage/{symbol}`: the devnet's tokens (WETH and DEMO have none). */
export const TOKEN_IMAGES: Readonly<Record<string, string>> = {
  ETH: read('token-eth.svg'),
  USDC: read('token-usdc.svg'),
  GOLD: read('token-gold.svg'),
}

/** A CAIP-2 network id: asked for as a network, so answered as one (an image or none). */
const NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * The image of `id` for the asset call: a network's, `null` for a network without one,
 * `undefined` for an id that is no network (an exchange's name), which the server draws.
 */
export function assetImage(id: string): string | null | undefined {
  if (!NETWORK_ID.test(id)) return undefined
  return own(NETWORK_IMAGES, id) ?? null
}

/** The image of the token `symbol` (any case), or `undefined`. */
export const tokenImage = (symbol: string): string | undefined =>
  own(TOKEN_IMAGES, symbol.toUpperCase())
