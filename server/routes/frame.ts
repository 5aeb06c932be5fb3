import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import type { RouteContext } from './routeContext'

/**
 * The frame app's built files under /frame/, from the service's own origin, so the frame
 * calls the service same-origin. Only the configured origins may embed it (CSP
 * frame-ancestors): another site cannot frame it to draw the visitor into it.
 */
export function frameRoutes({ frameDir, frameAncestors }: RouteContext) {
  const app = new Hono<AppEnv>()
  if (frameDir === undefined) return app
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"
  return app
    .use('/frame/*', async (c, next) => {
      await next()
      c.header('content-security-policy', `frame-ancestors ${ancestors}`)
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
