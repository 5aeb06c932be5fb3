import * as z from 'zod/mini'
import { PrfUnsupportedError, type PrfAuthenticator } from './passkey'

/** The relying party name shown by the authenticator when a passkey is made. */
export const PASSKEY_RP_NAME = 'Portico wallet recovery'
/**
 * The passkey's user name for an account without an e-mail address (the address names it
 * otherwise): the authenticator lists it with the passkey, so it is a plain label, no secret.
 */
export const PASSKEY_USER_NAME_WITHOUT_EMAIL = 'Portico wallet'
/** How long the browser waits for the visitor at the authenticator. */
export const PASSKEY_TIMEOUT_MS = 120_000

/** The prf extension's results as browsers return them (parsed: the page's API is untyped). */
const prfResultsSchema = z.object({
  prf: z.optional(
    z.object({
      enabled: z.optional(z.boolean()),
      results: z.optional(z.object({ first: z.optional(z.instanceof(ArrayBuffer)) })),
    }),
  ),
})

function prfOf(credential: Credential | null): {
  enabled?: boolean
  first?: Uint8Array
  rawId: Uint8Array
} {
  if (!(credential instanceof PublicKeyCredential)) throw new Error('No passkey was given')
  const results = prfResultsSchema.parse(credential.getClientExtensionResults())
  const first = results.prf?.results?.first
  return {
    ...(results.prf?.enabled !== undefined && { enabled: results.prf.enabled }),
    ...(first && { first: new Uint8Array(first) }),
    rawId: new Uint8Array(credential.rawId),
  }
}

const buffer = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer

/** The client's capabilities as browsers answer them (parsed: a map of names to flags). */
const capabilitiesSchema = z.record(z.string(), z.boolean())

/** A host name that is an IP address: WebAuthn takes no relying party there, only domains. */
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\]|[0-9a-f]*:[0-9a-f:.]*)$/i

/** Where webAuthnPrf looks whether passkeys can be made here; the page's own by default. */
export interface PasskeyPlace {
  hostname: string
  /** Chromium's permissions policy of this document (the embedding page's `allow`). */
  allowsFeature?: (feature: string) => boolean
}

function currentPlace(): PasskeyPlace {
  const policy: unknown = Reflect.get(document, 'featurePolicy')
  const allows: unknown =
    typeof policy === 'object' && policy !== null ? Reflect.get(policy, 'allowsFeature') : undefined
  return {
    hostname: location.hostname,
    ...(typeof allows === 'function' && {
      allowsFeature: (feature: string) => Boolean(allows.call(policy, feature)),
    }),
  }
}

/**
 * The browser's WebAuthn as a PrfAuthenticator, for passkeys of this frame's origin (the auth
 * service's). In a cross-origin frame the embedding page must allow it
 * (`allow="publickey-credentials-create; publickey-credentials-get"`), and both calls need a
 * click in the frame first (user activation).
 */
export function webAuthnPrf(
  credentials: CredentialsContainer = navigator.credentials,
  place: () => PasskeyPlace = currentPlace,
): PrfAuthenticator {
  return {
    async available() {
      if (typeof PublicKeyCredential === 'undefined') return false
      const { hostname, allowsFeature } = place()
      if (IP_ADDRESS.test(hostname)) return false
      if (allowsFeature && !allowsFeature('publickey-credentials-create')) return false
      if (typeof PublicKeyCredential.getClientCapabilities !== 'function') return true
      const capabilities = capabilitiesSchema.safeParse(
        await PublicKeyCredential.getClientCapabilities().catch(() => undefined),
      )
      // A browser that says nothing of PRF may still have it: the passkey made tells.
      return !capabilities.success || capabilities.data['extension:prf'] !== false
    },
    async create({ userName, userHandle, prfSalt }) {
      const credential = await credentials.create({
        publicKey: {
          rp: { name: PASSKEY_RP_NAME },
          user: { id: buffer(userHandle), name: userName, displayName: userName },
          challenge: buffer(crypto.getRandomValues(new Uint8Array(32))),
          // ES256 and RS256: what every authenticator offers.
          pubKeyCredParams: [
            { type: 'public-key', alg: -7 },
            { type: 'public-key', alg: -257 },
          ],
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          timeout: PASSKEY_TIMEOUT_MS,
          extensions: { prf: { eval: { first: buffer(prfSalt) } } },
        },
      })
      const prf = prfOf(credential)
      if (prf.enabled === false) throw new PrfUnsupportedError()
      return { credentialId: prf.rawId, prfOutput: prf.first }
    },
    async evaluate({ credentialId, prfSalt }) {
      const credential = await credentials.get({
        publicKey: {
          challenge: buffer(crypto.getRandomValues(new Uint8Array(32))),
          allowCredentials: [{ type: 'public-key', id: buffer(credentialId) }],
          userVerification: 'required',
          timeout: PASSKEY_TIMEOUT_MS,
          extensions: { prf: { eval: { first: buffer(prfSalt) } } },
        },
      })
      const prf = prfOf(credential)
      if (!prf.first) throw new PrfUnsupportedError()
      return prf.first
    },
  }
}
