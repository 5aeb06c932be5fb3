// A stand-in for WalletConnect's Verify service, so pairing on the local stack asks nothing
// of a service on the internet. The dApp's client loads `/v3/attestation` in a hidden iframe
// for every proposal and request and waits (5 s at most) for the page to post it a signed
// attestation of the page's origin; the wallet's client checks that attestation with the key
// from `/v3/public-key`. Both address it by the base URL given as the kit's
// `endpoints.walletConnectVerify`.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import * as z from 'zod'

/** How long an attestation stays valid (the client refuses expired ones). */
const ATTESTATION_TTL_S = 5 * 60
/** How long the wallet may keep the public key before asking again. */
const PUBLIC_KEY_TTL_S = 24 * 60 * 60

const attestationQuery = z.object({
  projectId: z.string().min(1),
  origin: z.url(),
  /** The hash of the encrypted envelope: the wallet matches the attestation to it. */
  id: z.string().regex(/^[0-9a-f]{64}$/),
  decryptedId: z.string().min(1),
})

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

export interface VerifyService {
  /** Answers the request if it is Verify's; returns false for any other path. */
  handle(request: IncomingMessage, response: ServerResponse): boolean
}

/** The origin of the page that embeds the attestation iframe, from what the browser says. */
function embedderOrigin(request: IncomingMessage): string | undefined {
  const referer = request.headers.referer
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return undefined
  }
}

export function createVerifyService(now: () => number = Date.now): VerifyService {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })

  function attestation(
    claims: { id: string; origin: string; isVerified: boolean },
    key: KeyObject,
  ) {
    const seconds = Math.floor(now() / 1000)
    const head = base64url({ alg: 'ES256', typ: 'JWT' })
    const body = base64url({ ...claims, isScam: false, exp: seconds + ATTESTATION_TTL_S })
    const signature = sign('sha256', Buffer.from(`${head}.${body}`), {
      key,
      dsaEncoding: 'ieee-p1363',
    })
    return `${head}.${body}.${signature.toString('base64url')}`
  }

  return {
    handle(request, response) {
      const url = new URL(request.url ?? '/', 'http://verify.local')
      if (request.method !== 'GET') return false
      if (url.pathname === '/v3/public-key') {
        response.writeHead(200, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
        })
        response.end(
          JSON.stringify({
            publicKey: {
              crv: jwk.crv,
              ext: true,
              key_ops: ['verify'],
              kty: jwk.kty,
              x: jwk.x,
              y: jwk.y,
            },
            expiresAt: Math.floor(now() / 1000) + PUBLIC_KEY_TTL_S,
          }),
        )
        return true
      }
      if (url.pathname !== '/v3/attestation') return false
      const query = attestationQuery.safeParse(Object.fromEntries(url.searchParams))
      if (!query.success) {
        response.writeHead(400, { 'content-type': 'text/plain' })
        response.end(`Invalid attestation request: ${z.prettifyError(query.error)}`)
        return true
      }
      // The claimed origin is verified only when the browser says the same page embeds us.
      const claimed = new URL(query.data.origin).origin
      const seen = embedderOrigin(request)
      const token = attestation(
        { id: query.data.id, origin: seen ?? claimed, isVerified: seen === claimed },
        privateKey,
      )
      const message = JSON.stringify({ type: 'verify_attestation', attestation: token })
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verify</title></head>` +
          `<body><script>window.parent.postMessage(${JSON.stringify(message)}, ${JSON.stringify(seen ?? claimed)})</script></body></html>`,
      )
      return true
    },
  }
}
