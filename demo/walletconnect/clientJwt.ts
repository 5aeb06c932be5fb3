// The `auth` query parameter of a client's relay URL: a JWT the client signs with its Ed25519
// client key (@walletconnect/relay-auth), issued by that key as a did:key. The relay reads the
// client's identity from it and checks the signature and the expiry; there is no vendor
// check behind it (the project id is not looked up anywhere).
import { createPublicKey, verify } from 'node:crypto'
import * as z from 'zod'

const header = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const payload = z.object({
  iss: z.string().startsWith('did:key:z'),
  sub: z.string().min(1),
  aud: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
})

export type ClientJwt = z.infer<typeof payload>

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** The multicodec prefix of an Ed25519 public key (0xed, varint-encoded). */
const ED25519_PREFIX = [0xed, 0x01]

function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) throw new Error(`"${char}" is not a base58 digit`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  const zeros = text.length - text.replace(/^1+/, '').length
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

/** The 32-byte Ed25519 key of a `did:key:z6Mk…` issuer. */
function issuerKey(iss: string): Buffer {
  const decoded = base58Decode(iss.slice('did:key:z'.length))
  if (
    decoded[0] !== ED25519_PREFIX[0] ||
    decoded[1] !== ED25519_PREFIX[1] ||
    decoded.length !== 34
  ) {
    throw new Error('the issuer is not an Ed25519 did:key')
  }
  return Buffer.from(decoded.slice(2))
}

const json = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

/**
 * Parses and checks a client's auth JWT. Returns its claims; `iss` (the client's did:key)
 * identifies the client across reconnections.
 * @throws Error naming what is wrong (shape, signature, expiry).
 */
export function readClientJwt(token: string, now = Date.now()): ClientJwt {
  const parts = token.split('.')
  const [head, body, signature] = parts
  if (parts.length !== 3 || !head || !body || !signature) {
    throw new Error('auth is not a JWT (three base64url parts)')
  }
  let claims: ClientJwt
  try {
    header.parse(json(head))
    claims = payload.parse(json(body))
  } catch (error) {
    throw new Error(`auth JWT is malformed: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    })
  }
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: issuerKey(claims.iss).toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${head}.${body}`, 'utf8')
  if (!verify(null, signed, key, Buffer.from(signature, 'base64url'))) {
    throw new Error('auth JWT signature does not match its issuer')
  }
  if (claims.exp * 1000 < now) throw new Error('auth JWT has expired')
  return claims
}
