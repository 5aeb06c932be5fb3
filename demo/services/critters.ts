import { COLLECTIBLE } from '../devnet/accounts.mjs'

/**
 * The devnet collection's items (contracts/DevCollectible.sol): what its token URIs
 * (`portico-devnet://critters/{id}`) resolve to, the way an NFT API resolves ipfs:// URIs
 * through its gateway, and each item's image, drawn here from its traits (an SVG the
 * services serve at `/nfts/images/critters/{id}.svg`). Everything follows from the token id,
 * so every devnet start has the same items.
 */

const SPECIES = ['Fox', 'Owl', 'Frog', 'Cat', 'Otter', 'Bear'] as const
const COLOURS = [
  { name: 'Amber', fill: '#d98a1c', background: '#fff1d6' },
  { name: 'Moss', fill: '#4f8a3c', background: '#e4f4dc' },
  { name: 'Plum', fill: '#7a3f8f', background: '#f2e3f7' },
  { name: 'Sky', fill: '#2f7fc1', background: '#dfeefb' },
  { name: 'Rose', fill: '#c2456b', background: '#fbe1e9' },
] as const
const HATS = ['None', 'Beanie', 'Crown', 'Cap'] as const

/** The path of an item's image on the services. */
export const critterImagePath = (tokenId: string) => `/nfts/images/critters/${tokenId}.svg`

interface Traits {
  species: (typeof SPECIES)[number]
  colour: (typeof COLOURS)[number]
  hat: (typeof HATS)[number]
}

/** Token ids are small on the devnet; anything that is not one resolves to nothing. */
const TOKEN_ID = /^[1-9]\d{0,5}$/

function traitsOf(tokenId: string): Traits | undefined {
  if (!TOKEN_ID.test(tokenId)) return undefined
  const n = Number(tokenId)
  const species = SPECIES[(n - 1) % SPECIES.length]
  const colour = COLOURS[(n * 7) % COLOURS.length]
  const hat = HATS[(n * 3) % HATS.length]
  if (!species || !colour || !hat) return undefined
  return { species, colour, hat }
}

/**
 * The metadata JSON (ERC-721 metadata standard) of the item a token URI names, or undefined
 * for a URI of another scheme or an id the collection does not have. `baseUrl` is where the
 * services listen (the image's address).
 */
export function resolveCritterUri(uri: string, baseUrl: string): unknown {
  if (!uri.startsWith(COLLECTIBLE.baseUri)) return undefined
  const tokenId = uri.slice(COLLECTIBLE.baseUri.length)
  const traits = traitsOf(tokenId)
  if (!traits) return undefined
  return {
    name: `${traits.species} #${tokenId}`,
    description: `A ${traits.colour.name.toLowerCase()} ${traits.species.toLowerCase()} of the local devnet.`,
    image: `${baseUrl}${critterImagePath(tokenId)}`,
    attributes: [
      { trait_type: 'Species', value: traits.species },
      { trait_type: 'Colour', value: traits.colour.name },
      { trait_type: 'Hat', value: traits.hat },
      { trait_type: 'Generation', value: Math.ceil(Number(tokenId) / 10), display_type: 'number' },
    ],
  }
}

const HAT_SHAPES: Record<Traits['hat'], string> = {
  None: '',
  Beanie: '<path d="M22 20a10 8 0 0 1 20 0z" fill="#333"/>',
  Crown: '<path d="M22 21l2-9 5 5 3-7 3 7 5-5 2 9z" fill="#e8b923"/>',
  Cap: '<path d="M21 21a11 8 0 0 1 22 0h6v3H21z" fill="#c33"/>',
}

/** The item's image: a round face in its colour, ears and a hat, on a tinted square. */
export function critterSvg(tokenId: string): string | undefined {
  const traits = traitsOf(tokenId)
  if (!traits) return undefined
  const { fill, background } = traits.colour
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${background}"/>` +
    `<circle cx="20" cy="24" r="7" fill="${fill}"/><circle cx="44" cy="24" r="7" fill="${fill}"/>` +
    `<circle cx="32" cy="38" r="17" fill="${fill}"/>` +
    `<circle cx="26" cy="35" r="3" fill="#fff"/><circle cx="38" cy="35" r="3" fill="#fff"/>` +
    `<circle cx="26" cy="35" r="1.5" fill="#222"/><circle cx="38" cy="35" r="1.5" fill="#222"/>` +
    `<path d="M28 45q4 3 8 0" stroke="#222" stroke-width="1.5" fill="none"/>` +
    HAT_SHAPES[traits.hat] +
    `</svg>`
  )
}
