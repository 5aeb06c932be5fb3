import { Hono } from 'hono'
import { html } from 'hono/html'
import { deviceApproveQuerySchema, deviceWaitRequestSchema } from '../contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { codeMail } from '../mail'
import { normalizeEmail } from '../users'
import { jsonBody, queryParams } from '../validate'
import type { RouteContext } from './routeContext'

/** The small page the approval link opens: it is read by a person, in their mail client's browser. */
function page(title: string, text: string) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body
        style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem"
      >
        <main>
          <h1>${title}</h1>
          <p>${text}</p>
        </main>
      </body>
    </html>`
}

// The page runs nothing and loads nothing; it may not be framed.
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'cache-control': 'no-store',
}

/** Device approval: the link from the e-mail, and the frame's long poll waiting for it. */
export function deviceRoutes(ctx: RouteContext) {
  const { stores, mailer, now, deviceWait, sleep } = ctx
  const { users, otp, approvals, limiter } = stores

  return new Hono<AppEnv>()
    .get('/v1/device/approve', queryParams(deviceApproveQuerySchema), async (c) => {
      const approval = await approvals.approve(c.req.valid('query').token)
      const user = approval && (await users.byId(approval.userId))
      if (!approval || !user)
        return c.html(
          page('Link not valid', 'This link is not valid or has expired. Start the sign-in again.'),
          404,
          PAGE_HEADERS,
        )
      if (!approval.alreadyApproved) {
        // The code the waiting sign-in asks for next; the visitor just clicked, so no cooldown.
        await limiter.claimEmail(user.email, { force: true })
        const { code } = await otp.issue(`login:${user.email}`, {
          sentTo: user.email,
          deviceId: approval.deviceId,
        })
        await mailer.send(codeMail(user.email, code))
      }
      return c.html(
        page(
          'Device approved',
          'Go back to the sign-in window: we have e-mailed you a sign-in code to enter there.',
        ),
        200,
        PAGE_HEADERS,
      )
    })

    .post('/v1/device/wait', jsonBody(deviceWaitRequestSchema), async (c) => {
      const { deviceId } = c.req.valid('json')
      const user = await users.byEmail(normalizeEmail(c.req.valid('json').email))
      if (!user || !(await approvals.isPending(user.id, deviceId)))
        throw new ApiError(
          404,
          'NOT_FOUND',
          'No device approval is waiting. Start the sign-in again.',
        )
      // Polls the database, not a local event: the link may be opened on another instance.
      const deadline = now() + deviceWait.maxMs
      const signal = c.req.raw.signal
      for (;;) {
        if (await approvals.isApproved(user.id, deviceId))
          return c.json({ approved: true as const })
        if (now() >= deadline || signal.aborted)
          throw new ApiError(408, 'TIMEOUT', 'Still waiting for the approval. Ask again.')
        await sleep(deviceWait.pollMs, signal)
      }
    })
}
