import { svgDataUrl } from '../../core/chains/icons'

/**
 * Avatars drawn from an address, for an account whose identity has no image: a 5 by 5
 * pattern mirrored left to right (as blockies are) in one colour over a two-colour
 * gradient, every choice taken from the address. The same address always gives the same
 * picture, on the host page's button and in the modal alike; no request, no dependency.
 */

const GRID = 5
/** Columns drawn; the others mirror them. */
const DRAWN = Math.ceil(GRID / 2)

/** murmur3's finaliser: every bit of the input moves about half the bits of the output. */
function mix(value: number): number {
  let h = value ^ (value >>> 16)
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return h ^ (h >>> 16)
}

/**
 * A number stream seeded by a text: four FNV-1a hashes of it (each with its own start),
 * mixed, seed an xorshift128 generator. The same text gives the same numbers; texts that
 * differ in one character (neighbouring addresses) give unrelated ones.
 */
function seededRandom(text: string): () => number {
  const seed = [1, 2, 3, 4].map((salt) => {
    let hash = 0x811c9dc5 ^ salt
    for (let index = 0; index < text.length; index += 1) {
      hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
    }
    // Never all zero: xorshift would stay there.
    return mix(hash) || salt
  })
  return () => {
    const [a = 0, b = 0, c = 0, d = 0] = seed
    const t = a ^ (a << 11)
    const next = d ^ (d >>> 19) ^ t ^ (t >>> 8)
    seed.splice(0, 4, b, c, d, next)
    return (next >>> 0) / 2 ** 32
  }
}

/**
 * The address as the avatar reads it: an EVM address (0x and hex) in lower case, so its
 * checksummed and plain spellings share one avatar; any other (base58, bech32) as written,
 * where case is part of the address.
 */
function avatarSeed(address: string): string {
  const trimmed = address.trim()
  return /^0x[0-9a-f]+$/i.test(trimmed) ? trimmed.toLowerCase() : trimmed
}

const colour = (random: () => number, lightness: number) =>
  `hsl(${Math.floor(random() * 360)} ${45 + Math.floor(random() * 40)}% ${lightness}%)`

/** The avatar of `address` as SVG markup (a square; the caller rounds it). */
export function avatarSvg(address: string): string {
  const random = seededRandom(avatarSeed(address))
  const from = colour(random, 62)
  const to = colour(random, 42)
  const ink = colour(random, 24)
  let cells = ''
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < DRAWN; column += 1) {
      if (random() < 0.5) continue
      cells += `M${column} ${row}h1v1h-1z`
      const mirror = GRID - 1 - column
      if (mirror !== column) cells += `M${mirror} ${row}h1v1h-1z`
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}" shape-rendering="crispEdges">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${GRID}" height="${GRID}" fill="url(#g)"/>` +
    `<path fill="${ink}" fill-opacity="0.85" d="${cells}"/></svg>`
  )
}

/** The avatar of `address` as an image address for `<img src>`. */
export function avatarUrl(address: string): string {
  return svgDataUrl(avatarSvg(address))
}
