import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** RFC 7636's S256: BASE64URL(SHA-256(verifier)), unpadded. */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** Whether `verifier` is the secret `challenge` was made from (compared in constant time). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const made = Buffer.from(s256(verifier))
  const given = Buffer.from(challenge)
  return made.length === given.length && timingSafeEqual(made, given)
}

/**
 * The PKCE verifier of the sign-in whose state is `state`, made again at the callback from the
 * state and a key of the service's (never stored): a copy of the database holds no verifier,
 * and neither does the callback's URL, which carries the state and the code together. 43
 * base64url characters, within RFC 7636's verifier alphabet and lengths.
 */
export function pkceVerifierOf(key: Uint8Array, state: string): string {
  return createHmac('sha256', key).update(state).digest('base64url')
}
