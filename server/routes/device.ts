import { Hono } from 'hono'
import {
  deviceApproveFormSchema,
  deviceApproveQuerySchema,
  deviceWaitRequestSchema,
} from '../../protocol/auth/contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import {
  CODE_LIFETIME_MS,
  DEVICE_WAIT_MS,
  DEVICE_WAIT_SLOT_MARGIN_MS,
  RATE_LIMITS,
} from '../limits'
import { codeMail } from '../mail'
import { negotiateKitLanguage } from '../mail/language'
import { mailStrings } from '../mail/strings'
import { loginSubject } from '../otp'
import { normalizeEmail } from '../users'
import { jsonBody } from '../validate'
import type { PendingApproval } from '../devices'
import { approvalPage, messagePage, PAGE_HEADERS } from './approvalPage'
import type { RouteContext } from './routeContext'

/**
 * The language of an approval page: the browser's that opens it (its Accept-Language), else
 * the one its sign-in was started in, else English.
 */
function pageStrings(acceptLanguage: string | undefined, approval?: PendingApproval) {
  return mailStrings(negotiateKitLanguage(acceptLanguage) ?? approval?.language ?? 'en')
}

/**
 * Device approval: the page the e-mailed link opens (GET and HEAD change nothing), its form's
 * POST that approves once, and the waiting device's long poll.
 */
export function deviceRoutes(ctx: RouteContext) {
  const { stores, outbox, now, deviceWait, sleep, geoip } = ctx
  const { otp, approvals, limiter, deviceWaits, approvalWake } = stores

  // Long polls held now by this instance (its sockets); per device they are counted in the
  // database (stores.deviceWaits), across instances.
  let waitingTotal = 0
  async function holdWaitSlot(deviceId: string): Promise<() => Promise<void>> {
    const refused = () =>
      new ApiError(429, 'RATE_LIMITED', 'Too many waits at once. Please try again later.')
    if (waitingTotal >= deviceWait.maxConcurrent) throw refused()
    waitingTotal += 1
    try {
      const slot = await deviceWaits.hold(deviceId, {
        max: deviceWait.maxPerDevice,
        // The longest this poll holds it, and a margin for its answer, unless released first.
        lifetimeMs: Math.min(deviceWait.maxMs, DEVICE_WAIT_MS) + DEVICE_WAIT_SLOT_MARGIN_MS,
      })
      if (slot === undefined) throw refused()
      return async () => {
        waitingTotal -= 1
        await deviceWaits.release(slot)
      }
    } catch (error) {
      waitingTotal -= 1
      throw error
    }
  }

  return new Hono<AppEnv>()
    .get('/v1/device/approve', async (c) => {
      const query = deviceApproveQuerySchema.safeParse(c.req.query())
      const approval = query.success ? await approvals.pending(query.data.token) : undefined
      const strings = pageStrings(c.req.header('accept-language'), approval)
      if (!query.success || !approval)
        return c.html(messagePage(strings, 'notValid'), 404, PAGE_HEADERS)
      return c.html(
        approvalPage(
          // Looked up from the stored network each time: the place is never stored.
          { ...approval, place: geoip?.placeOfNetwork(approval.network) },
          { token: query.data.token, form: approvals.formToken(approval) },
          strings,
        ),
        200,
        PAGE_HEADERS,
      )
    })

    .post('/v1/device/approve', async (c) => {
      const acceptLanguage = c.req.header('accept-language')
      const fields = deviceApproveFormSchema.safeParse(await c.req.parseBody())
      if (!fields.success)
        return c.html(messagePage(pageStrings(acceptLanguage), 'notValid'), 400, PAGE_HEADERS)
      const { token, form } = fields.data
      const approval = await approvals.approve(token, form)
      if (!approval) {
        // A link that is live but a form token that is not its own: not from the page.
        const live = await approvals.pending(token)
        const strings = pageStrings(acceptLanguage, live)
        return live
          ? c.html(messagePage(strings, 'notApproved'), 403, PAGE_HEADERS)
          : c.html(messagePage(strings, 'notValid'), 404, PAGE_HEADERS)
      }
      const strings = pageStrings(acceptLanguage, approval)
      // Wakes the device's long poll, on whichever instance holds it.
      await approvalWake.announce(approval.email, approval.deviceId)
      // The code the waiting sign-in asks for next, for that device only; the visitor just
      // approved, so no cooldown.
      await limiter.claimEmail(approval.email, { force: true })
      const { code } = await otp.issue(loginSubject(approval.email, approval.deviceId), {
        sentTo: approval.email,
        deviceId: approval.deviceId,
      })
      // In the language of the sign-in that waits for it, where the code is entered.
      await outbox.send(
        codeMail(approval.email, code, approval.language ?? strings.language),
        'code',
        CODE_LIFETIME_MS,
      )
      return c.html(messagePage(strings, 'approved'), 200, PAGE_HEADERS)
    })

    .post('/v1/device/wait', jsonBody(deviceWaitRequestSchema), async (c) => {
      const { deviceId, waitToken } = c.req.valid('json')
      const email = normalizeEmail(c.req.valid('json').email)
      // Only the device that asked, with the credential its start answered.
      const waiting = await approvals.waiting(waitToken)
      if (!waiting || waiting.email !== email || waiting.deviceId !== deviceId)
        throw new ApiError(
          401,
          'UNAUTHORIZED',
          'No device approval is waiting for this device. Start the sign-in again.',
        )
      await limiter.hit(`wait-device:${deviceId}`, RATE_LIMITS.waitPerDevice)
      const release = await holdWaitSlot(deviceId)
      try {
        // Woken by the approval's notification from whichever instance approved; between
        // notifications it still looks every pollMs (one missed while reconnecting).
        const deadline = now() + deviceWait.maxMs
        // The client left, or this instance is stopping (its device asks again, elsewhere).
        const signal = ctx.shutdown
          ? AbortSignal.any([c.req.raw.signal, ctx.shutdown])
          : c.req.raw.signal
        for (;;) {
          const wakeup = await approvalWake.subscribe(email, deviceId)
          try {
            if (await approvals.isApproved(email, deviceId))
              return c.json({ approved: true as const })
            if (now() >= deadline || signal.aborted)
              throw new ApiError(408, 'TIMEOUT', 'Still waiting for the approval. Ask again.')
            await Promise.race([wakeup.woken, sleep(deviceWait.pollMs, signal)])
          } finally {
            wakeup.cancel()
          }
        }
      } finally {
        await release()
      }
    })
}
