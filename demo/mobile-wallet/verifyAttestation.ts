// The wallet's check of the shop's Verify attestation, with WebCrypto. sign-client's own
// check (@walletconnect/utils' verifyP256Jwt) decodes with Node's Buffer, which a browser
// lacks (web wallets ship a Buffer polyfill; a global stand-in here would change how the
// rest of the client encodes), and then falls back to asking WalletConnect's service by hash.
// This stand-in wallet checks the attestation against the Verify service it was given.
import * as z from 'zod'

const publicKeyAnswer = z.object({
  publicKey: z.object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string(),
    y: z.string(),
  }),
})
const claims = z.object({
  id: z.string(),
  origin: z.string(),
  isScam: z.boolean().optional(),
  isVerified: z.boolean(),
  exp: z.number(),
})

/** What sign-client's Verify `resolve` returns: the attested origin of the proposing page. */
export interface Attested {
  origin: string
  isScam?: boolean
  isVerified: boolean
}

const base64urlBytes = (text: string) => {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/')
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4)
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
}

/**
 * A Verify resolver for a sign-client wallet, reading the public key from `verifyUrl`.
 * Resolves undefined when there is no attestation, it is for another message, its signature
 * or expiry is wrong, or the service did not verify the origin (sign-client's own rules).
 */
export function attestationResolver(verifyUrl: string) {
  let key: Promise<CryptoKey> | undefined
  const publicKey = async () => {
    const response = await fetch(`${verifyUrl}/v3/public-key`)
    const { publicKey: jwk } = publicKeyAnswer.parse(await response.json())
    return crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ])
  }
  return async (params: {
    attestationId?: string
    encryptedId?: string
  }): Promise<Attested | undefined> => {
    const [head, body, signature] = params.attestationId?.split('.') ?? []
    if (!head || !body || !signature) return undefined
    try {
      const payload = claims.parse(JSON.parse(new TextDecoder().decode(base64urlBytes(body))))
      if (payload.id !== params.encryptedId || payload.exp * 1000 < Date.now()) return undefined
      key ??= publicKey()
      const valid = await crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        await key,
        base64urlBytes(signature),
        new TextEncoder().encode(`${head}.${body}`),
      )
      if (!valid || !payload.isVerified) return undefined
      return {
        origin: payload.origin,
        isVerified: true,
        ...(payload.isScam === undefined ? {} : { isScam: payload.isScam }),
      }
    } catch {
      key = undefined
      return undefined
    }
  }
}
