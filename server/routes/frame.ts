import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AuthChain } from '../contract'
import type { AppEnv } from '../context'
import type { RouteContext } from './routeContext'

/**
 * The Content-Security-Policy of the frame app: its own scripts and styles only, requests to
 * the service itself and to the configured chains' nodes only, embeddable by the configured
 * origins only (none configured: by no page). The frame draws nothing of its own and posts no
 * form.
 */
export function frameCsp(chains: readonly AuthChain[], frameAncestors: readonly string[]) {
  const nodes = [...new Set(chains.map((chain) => new URL(chain.rpcUrl).origin))]
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${["'self'", ...nodes].join(' ')}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * The frame app's built files under /frame/, from the service's own origin, so the frame
 * calls the service same-origin. Only the configured origins may embed it: another site cannot
 * frame it to draw the visitor into it.
 */
export function frameRoutes({ frameDir, frameAncestors, chains }: RouteContext) {
  const app = new Hono<AppEnv>()
  if (frameDir === undefined) return app
  const csp = frameCsp(chains, frameAncestors)
  return app
    .use('/frame/*', async (c, next) => {
      await next()
      c.header('content-security-policy', csp)
      c.header('x-content-type-options', 'nosniff')
      c.header('referrer-policy', 'no-referrer')
    })
    .get('/frame', (c) => c.redirect('/frame/', 301))
    .get(
      '/frame/*',
      serveStatic({
        root: frameDir,
        rewriteRequestPath: (path) => path.slice('/frame'.length) || '/',
      }),
    )
}
