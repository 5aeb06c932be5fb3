// Social sign-in in the server's tests: the auth service's harness configured with the local
// OpenID Connect stand-in (demo/oidc), and a visitor going through it with testBrowser.
import { randomBytes } from 'node:crypto'
import * as z from 'zod/mini'
import {
  socialResultMessageSchema,
  socialStartResponseSchema,
  type SocialProvider,
} from '../../../protocol/auth/social'
import { startOidcStandIn, type OidcStandIn } from '../../../demo/oidc/standIn'
import { parsed, PUBLIC_URL, type Harness } from '../../../server/testing/harness'
import { s256 } from '../../../server/social/challenge'
import type { OidcProviderConfig } from '../../../server/social/providers'
import { testBrowser, type Browser } from './browser'

/** The page the sign-ins start from: an embedding origin of the service. */
export const SHOP = 'http://shop.test'
export const CALLBACK = `${PUBLIC_URL}/v1/social/callback`
const CLIENT_ID = 'portico-auth'

/** The stand-in with github and google, and the service's configuration of both. */
export async function socialStandIn(): Promise<{
  standIn: OidcStandIn
  providers: OidcProviderConfig[]
}> {
  const secret = randomBytes(24).toString('base64url')
  const names: SocialProvider[] = ['github', 'google']
  const standIn = await startOidcStandIn({
    port: 0,
    clients: Object.fromEntries(
      names.map((name) => [name, { clientId: CLIENT_ID, clientSecret: secret }]),
    ),
    redirectUris: [CALLBACK],
  })
  const providers = names.map((name): OidcProviderConfig => ({
    name,
    issuer: standIn.issuerOf(name),
    clientId: CLIENT_ID,
    clientSecret: secret,
    scopes: ['openid', 'email', 'profile'],
    tokenAuth: 'client_secret_basic',
    responseMode: 'query',
  }))
  return { standIn, providers }
}

/** The frame's secret for one sign-in, and its challenge. */
export function frameSecret() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: s256(verifier) }
}

const dataBlockSchema = z.object({ message: socialResultMessageSchema, origin: z.string() })

/** What the callback page in the popup posts, and to which origin. */
export async function popupResult(response: Response) {
  const html = await response.text()
  const block = /<script type="application\/json" id="portico-result">(.*?)<\/script>/s.exec(html)
  if (!block?.[1]) throw new Error(`no result on the page (${response.status})`)
  return dataBlockSchema.parse(JSON.parse(block[1]))
}

export interface StartedSignIn {
  verifier: string
  uri: string
  browser: Browser
}

/**
 * POST /v1/social/start as the frame does (with the modal's `language` as Accept-Language, if
 * given); a fresh browser for the popup. `holdCallback`: the browser stops at the provider's
 * redirect to the callback, without going there.
 */
export async function startSocial(
  h: Harness,
  provider: SocialProvider,
  deviceId: string,
  {
    holdCallback = false,
    language,
    ...extra
  }: { returnTo?: string; holdCallback?: boolean; language?: string } = {},
): Promise<StartedSignIn> {
  const { verifier, challenge } = frameSecret()
  const response = await h.request('/v1/social/start', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(language !== undefined && { 'accept-language': language }),
    },
    body: JSON.stringify({
      provider,
      deviceId,
      pageOrigin: SHOP,
      frameChallenge: challenge,
      ...extra,
    }),
  })
  if (response.status !== 200) throw new Error(`start answered ${response.status}`)
  const { uri } = await parsed(response, socialStartResponseSchema)
  const browser = testBrowser(PUBLIC_URL, (path, init) => h.request(path, init), {
    ...(holdCallback && { holdBefore: CALLBACK }),
  })
  return { verifier, uri, browser }
}

/**
 * The popup: the provider's sign-in page (picking `person`), its consent page (Allow), then
 * the service's callback; its last answer and URL.
 */
export async function throughProvider(started: StartedSignIn, person: string) {
  const signInPage = await started.browser.open(started.uri)
  if (signInPage.response.status !== 200)
    throw new Error(`the provider answered ${signInPage.response.status}`)
  const interaction = new URL(signInPage.url).pathname
  await signInPage.response.body?.cancel()
  const consent = await started.browser.submit(signInPage.url, `${interaction}/login`, { person })
  if (consent.response.status !== 200) return consent
  await consent.response.body?.cancel()
  const consentPath = new URL(consent.url).pathname
  return started.browser.submit(consent.url, `${consentPath}/confirm`, {})
}
