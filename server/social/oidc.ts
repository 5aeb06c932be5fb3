import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose'
import * as z from 'zod/mini'
import type { OidcProviderConfig } from './providers'
import { ID_TOKEN_CLOCK_TOLERANCE_S, UPSTREAM_TIMEOUT_MS } from './limits'
import { fetchJson, UpstreamError } from './upstream'

/** What the service needs of a provider's discovery document (OpenID Connect Discovery 1.0). */
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().check(z.url()),
  token_endpoint: z.string().check(z.url()),
  jwks_uri: z.string().check(z.url()),
})

/** A provider as discovered: its endpoints and its signing keys (fetched and cached by jose,
 * fetched again when a token names a key it does not hold: a rotation). */
export interface DiscoveredProvider {
  config: OidcProviderConfig
  authorizationEndpoint: string
  tokenEndpoint: string
  keys: JWTVerifyGetKey
}

/** Signatures accepted on an ID token: asymmetric only (never `none`, never a shared secret). */
const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
]

/** Reads `<issuer>/.well-known/openid-configuration`; its issuer must be the configured one. */
export async function discover(config: OidcProviderConfig): Promise<DiscoveredProvider> {
  const { body } = await fetchJson(
    `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
    discoverySchema,
  )
  if (body.issuer !== config.issuer)
    throw new UpstreamError(`${config.name}: the discovery document names another issuer`)
  return {
    config,
    authorizationEndpoint: body.authorization_endpoint,
    tokenEndpoint: body.token_endpoint,
    keys: createRemoteJWKSet(new URL(body.jwks_uri), { timeoutDuration: UPSTREAM_TIMEOUT_MS }),
  }
}

/** Each provider discovered once per instance (again after a failure). */
export function discoveryCache(
  providers: readonly OidcProviderConfig[],
  load: typeof discover = discover,
) {
  const cache = new Map<string, Promise<DiscoveredProvider>>()
  return {
    configOf: (name: string) => providers.find((provider) => provider.name === name),
    get(config: OidcProviderConfig): Promise<DiscoveredProvider> {
      const cached = cache.get(config.name)
      if (cached) return cached
      const loading = load(config)
      cache.set(config.name, loading)
      loading.catch(() => cache.delete(config.name))
      return loading
    },
  }
}

/** The authorization request (code flow, PKCE S256, a nonce for the ID token). */
export function authorizationUrl(
  provider: DiscoveredProvider,
  request: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
): string {
  const url = new URL(provider.authorizationEndpoint)
  const { config } = provider
  const scopes = config.scopes.includes('openid') ? config.scopes : ['openid', ...config.scopes]
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', config.clientId)
  url.searchParams.set('redirect_uri', request.redirectUri)
  url.searchParams.set('scope', scopes.join(' '))
  url.searchParams.set('state', request.state)
  url.searchParams.set('nonce', request.nonce)
  url.searchParams.set('code_challenge', request.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  if (config.responseMode === 'form_post') url.searchParams.set('response_mode', 'form_post')
  return url.toString()
}

const tokenResponseSchema = z.object({
  id_token: z.string().check(z.minLength(16), z.maxLength(16_384)),
  token_type: z.string(),
})

/** Exchanges the authorization code, with the PKCE verifier, for the ID token. */
export async function exchangeCode(
  provider: DiscoveredProvider,
  exchange: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const { config } = provider
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    code_verifier: exchange.codeVerifier,
  })
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  }
  if (config.tokenAuth === 'client_secret_basic') {
    // RFC 6749 §2.3.1: each part form-encoded before the Basic encoding.
    const user = encodeURIComponent(config.clientId)
    const password = encodeURIComponent(config.clientSecret)
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  } else {
    form.set('client_id', config.clientId)
    form.set('client_secret', config.clientSecret)
  }
  const { body } = await fetchJson(provider.tokenEndpoint, tokenResponseSchema, {
    method: 'POST',
    headers,
    body: form.toString(),
  })
  return body.id_token
}

/** A boolean claim some providers send as the string "true". */
const booleanClaim = z.optional(
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false'])]),
    z.transform((value) => value === true || value === 'true'),
  ),
)

const idTokenClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  nonce: z.string(),
  azp: z.optional(z.string()),
  aud: z.union([z.string(), z.array(z.string())]),
  email: z.optional(z.string().check(z.maxLength(254))),
  email_verified: booleanClaim,
  name: z.optional(z.string()),
  preferred_username: z.optional(z.string()),
  nickname: z.optional(z.string()),
})

/** Why an ID token was refused (logged by its code, never with the token). */
export class IdTokenError extends Error {
  constructor(
    readonly reason: 'signature' | 'claims' | 'expired' | 'nonce' | 'malformed',
    message: string,
  ) {
    super(message)
    this.name = 'IdTokenError'
  }
}

export interface IdTokenIdentity {
  subject: string
  email: string | undefined
  emailVerified: boolean
  /** The name to show: the username, else the display name, else the address, else the subject. */
  userName: string
}

/** The longest name kept (the kit truncates further for display). */
const USER_NAME_MAX_CHARS = 256

/**
 * Verifies an ID token (OpenID Connect Core §3.1.3.7): its signature against the provider's
 * keys, its issuer, its audience (this client; `azp`, required with several audiences, must be
 * this client), its expiry and times at `now` (ID_TOKEN_CLOCK_TOLERANCE_S either way), and the nonce
 * this sign-in sent. Throws IdTokenError otherwise.
 */
export async function verifyIdToken(
  token: string,
  expected: {
    keys: JWTVerifyGetKey
    issuer: string
    clientId: string
    nonce: string
    now: number
  },
): Promise<IdTokenIdentity> {
  let payload: unknown
  try {
    const verified = await jwtVerify(token, expected.keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      currentDate: new Date(expected.now),
      clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    })
    payload = verified.payload
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new IdTokenError('expired', 'expired')
    if (error instanceof joseErrors.JWTClaimValidationFailed)
      throw new IdTokenError('claims', `claim ${error.claim}: ${error.reason}`)
    if (
      error instanceof joseErrors.JWSSignatureVerificationFailed ||
      error instanceof joseErrors.JWKSNoMatchingKey ||
      error instanceof joseErrors.JOSEAlgNotAllowed
    )
      throw new IdTokenError('signature', error.code)
    if (error instanceof joseErrors.JOSEError) throw new IdTokenError('malformed', error.code)
    throw error
  }
  const parsed = idTokenClaimsSchema.safeParse(payload)
  if (!parsed.success) throw new IdTokenError('malformed', 'unexpected claims')
  const claims = parsed.data
  // OpenID Connect Core §3.1.3.7 (4, 5): a token for several audiences must name this client
  // as its authorized party, and one that names an authorized party must name this client,
  // whatever its audience says (a token issued to another client is not ours to accept).
  const severalAudiences = Array.isArray(claims.aud) && claims.aud.length > 1
  if ((severalAudiences || claims.azp !== undefined) && claims.azp !== expected.clientId)
    throw new IdTokenError('claims', 'azp')
  if (claims.nonce !== expected.nonce) throw new IdTokenError('nonce', 'nonce')
  const userName = (
    claims.preferred_username ??
    claims.nickname ??
    claims.name ??
    claims.email ??
    claims.sub
  ).slice(0, USER_NAME_MAX_CHARS)
  return {
    subject: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified ?? false,
    userName: userName.trim() === '' ? claims.sub : userName,
  }
}
