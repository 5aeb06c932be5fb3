import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AuthChain } from '../../protocol/auth/contract'
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

/** The frame app's page itself (not its assets): where window mode is asked for. */
const FRAME_PAGE_PATHS = new Set(['/frame/', '/frame/index.html'])

/**
 * The frame app's built files under /frame/, from the service's own origin, so the frame
 * calls the service same-origin. Only the configured origins may embed it: another site cannot
 * frame it to draw the visitor into it.
 *
 * The wallet window (`?mode=window`, opened by the kit where the browser refuses the embedded
 * frame its storage) is the same app as a top-level window: frame-ancestors does not apply to
 * it, so the page is served only for a `parentOrigin` among those same configured origins
 * (403 otherwise), which the app then speaks to through `window.opener` only; it may not be
 * framed at all (frame-ancestors 'none'), and its opener policy keeps that opener link.
 */
export function frameRoutes({ frameDir, frameAncestors, chains }: RouteContext) {
  const app = new Hono<AppEnv>()
  if (frameDir === undefined) return app
  const csp = frameCsp(chains, frameAncestors)
  const windowCsp = frameCsp(chains, [])
  const allowed = new Set(frameAncestors)
  return app
    .use('/frame/*', async (c, next) => {
      const asWindow = FRAME_PAGE_PATHS.has(c.req.path) && c.req.query('mode') === 'window'
      if (asWindow && !allowed.has(c.req.query('parentOrigin') ?? '')) {
        c.header('content-security-policy', windowCsp)
        c.header('x-content-type-options', 'nosniff')
        c.header('referrer-policy', 'no-referrer')
        return c.text('This site may not open the wallet window.', 403)
      }
      await next()
      c.header('content-security-policy', asWindow ? windowCsp : csp)
      c.header('x-content-type-options', 'nosniff')
      c.header('referrer-policy', 'no-referrer')
      // The window answers its opener: a stricter opener policy would cut that link.
      if (asWindow) c.header('cross-origin-opener-policy', 'unsafe-none')
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
