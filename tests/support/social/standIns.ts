// Social sign-in's stand-ins for a browser suite, as `npm run demo` (demo/start.mjs) runs them:
// the OpenID Connect stand-in playing every provider name the auth service knows, the auth
// service the client of each with a secret made for the run, and the Farcaster stand-in
// (relay, custody registry, app page). The auth service's callback must be known before the
// stand-in starts (it is its clients' one redirect URI), so the service's port is chosen here.
import { randomBytes } from 'node:crypto'
import { startFarcasterStandIn, type FarcasterStandIn } from '../../../demo/farcaster/standIn'
import { startOidcStandIn, type OidcStandIn } from '../../../demo/oidc/standIn'
import { SOCIAL_PROVIDERS } from '../../../protocol/auth/social'
import { DEFAULT_SCOPES, type SocialConfig } from '../../../server/social/providers'
import { freePort } from '../freePort'

/** The auth service's client id at every issuer of the stand-in (as in demo/start.mjs). */
const CLIENT_ID = 'portico-auth'

export interface SocialStandIns {
  /** The port the auth service must listen on: its callback is the clients' redirect URI. */
  authPort: number
  /** The auth service's social configuration (startAuthService's `social`). */
  social: SocialConfig
  oidc: OidcStandIn
  farcaster: FarcasterStandIn
  stop(): Promise<void>
}

export async function startSocialStandIns(): Promise<SocialStandIns> {
  const authPort = await freePort()
  const secret = randomBytes(24).toString('base64url')
  const oidc = await startOidcStandIn({
    port: 0,
    clients: Object.fromEntries(
      SOCIAL_PROVIDERS.map((name) => [name, { clientId: CLIENT_ID, clientSecret: secret }]),
    ),
    redirectUris: [`http://127.0.0.1:${authPort}/v1/social/callback`],
  })
  let farcaster: FarcasterStandIn
  try {
    farcaster = await startFarcasterStandIn({ port: 0 })
  } catch (error) {
    await oidc.stop()
    throw error
  }
  return {
    authPort,
    social: {
      providers: SOCIAL_PROVIDERS.map((name) => ({
        name,
        issuer: oidc.issuerOf(name),
        clientId: CLIENT_ID,
        clientSecret: secret,
        scopes: DEFAULT_SCOPES,
        tokenAuth: 'client_secret_basic',
        responseMode: 'query',
      })),
      farcaster: { relayUrl: farcaster.url, registryUrl: farcaster.url },
    },
    oidc,
    farcaster,
    async stop() {
      await Promise.allSettled([oidc.stop(), farcaster.stop()])
    },
  }
}
