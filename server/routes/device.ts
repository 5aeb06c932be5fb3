import { Hono } from 'hono'
import {
  deviceApproveFormSchema,
  deviceApproveQuerySchema,
  deviceWaitRequestSchema,
} from '../contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import {
  CODE_LIFETIME_MS,
  DEVICE_WAIT_MS,
  DEVICE_WAIT_SLOT_MARGIN_MS,
  RATE_LIMITS,
} from '../limits'
import { codeMail } from '../mail'
import { loginSubject } from '../otp'
import { normalizeEmail } from '../users'
import { jsonBody } from '../validate'
import { approvalPage, messagePage, PAGE_HEADERS } from './approvalPage'
import type { RouteContext } from './routeContext'

const NOT_VALID = [
  'Link not valid',
  'This link is not valid, has expired or was already used. Start the sign-in again.',
] as const

/**
 * Device approval: the page the e-mailed link opens (GET and HEAD change nothing), its form's
 * POST that approves once, and the waiting device's long poll.
 */
export function deviceRoutes(ctx: RouteContext) {
  const { stores, outbox, now, deviceWait, sleep } = ctx
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
      if (!query.success || !approval) return c.html(messagePage(...NOT_VALID), 404, PAGE_HEADERS)
      return c.html(
        approvalPage(approval, { token: query.data.token, form: approvals.formToken(approval) }),
        200,
        PAGE_HEADERS,
      )
    })

    .post('/v1/device/approve', async (c) => {
      const fields = deviceApproveFormSchema.safeParse(await c.req.parseBody())
      if (!fields.success) return c.html(messagePage(...NOT_VALID), 400, PAGE_HEADERS)
      const { token, form } = fields.data
      const approval = await approvals.approve(token, form)
      if (!approval) {
        // A link that is live but a form token that is not its own: not from the page.
        const live = await approvals.pending(token)
        return live
          ? c.html(
              messagePage(
                'Not approved',
                'This approval could not be confirmed. Open the link from the e-mail again and press Approve.',
              ),
              403,
              PAGE_HEADERS,
            )
          : c.html(messagePage(...NOT_VALID), 404, PAGE_HEADERS)
      }
      // Wakes the device's long poll, on whichever instance holds it.
      await approvalWake.announce(approval.email, approval.deviceId)
      // The code the waiting sign-in asks for next, for that device only; the visitor just
      // approved, so no cooldown.
      await limiter.claimEmail(approval.email, { force: true })
      const { code } = await otp.issue(loginSubject(approval.email, approval.deviceId), {
        sentTo: approval.email,
        deviceId: approval.deviceId,
      })
      await outbox.send(codeMail(approval.email, code), 'code', CODE_LIFETIME_MS)
      return c.html(
        messagePage(
          'Device approved',
          'Go back to the sign-in window: we have e-mailed you a sign-in code to enter there.',
        ),
        200,
        PAGE_HEADERS,
      )
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
