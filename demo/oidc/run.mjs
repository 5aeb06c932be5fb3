// Runs the demo's OpenID Connect stand-in (demo/oidc/standIn.ts) from plain Node, compiled on
// the fly by Vite's SSR loader (server/runUntilSignal.mjs): one issuer per social provider
// name at http://127.0.0.1:<port>/<name>, each with the auth service as its one client.
//
//   node demo/oidc/run.mjs
//
// Environment: PORTICO_OIDC_PORT (default 5177), PORTICO_OIDC_CLIENT_ID (default
// portico-auth), PORTICO_OIDC_CLIENT_SECRET (required: demo/start.mjs makes one per run and
// gives the auth service the same), PORTICO_OIDC_REDIRECT_URI (the auth service's callback,
// default http://127.0.0.1:5175/v1/social/callback). Prints `oidc stand-in listening on <url>`;
// stops on SIGINT/SIGTERM.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runUntilSignal } from '../../server/runUntilSignal.mjs'

const PROVIDER_NAMES = ['google', 'github', 'discord', 'x', 'apple', 'facebook']

await runUntilSignal({
  repoRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  name: 'oidc stand-in',
  describeError: (error) => (error instanceof Error ? error.message : error),
  async start(load) {
    const secret = process.env.PORTICO_OIDC_CLIENT_SECRET
    if (!secret) throw new Error('PORTICO_OIDC_CLIENT_SECRET is required')
    const clientId = process.env.PORTICO_OIDC_CLIENT_ID ?? 'portico-auth'
    const { startOidcStandIn } = await load('/demo/oidc/standIn.ts')
    const standIn = await startOidcStandIn({
      port: Number(process.env.PORTICO_OIDC_PORT ?? 5177),
      clients: Object.fromEntries(
        PROVIDER_NAMES.map((name) => [name, { clientId, clientSecret: secret }]),
      ),
      redirectUris: [
        process.env.PORTICO_OIDC_REDIRECT_URI ?? 'http://127.0.0.1:5175/v1/social/callback',
      ],
    })
    return { readyLine: `oidc stand-in listening on ${standIn.url}`, stop: () => standIn.stop() }
  },
})
