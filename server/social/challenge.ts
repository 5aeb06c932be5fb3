import { createHash, timingSafeEqual } from 'node:crypto'

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
