import { Hono } from 'hono'
import {
  deviceApproveFormSchema,
  deviceApproveQuerySchema,
  deviceWaitRequestSchema,
} from '../contract'
import type { AppEnv } from '../context'
import { ApiError } from '../errors'
import { RATE_LIMITS } from '../limits'
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
  const { stores, mailer, now, deviceWait, sleep } = ctx
  const { otp, approvals, limiter } = stores

  // Long polls held now by this instance, in all and per device.
  let waitingTotal = 0
  const waitingByDevice = new Map<string, number>()
  function holdWaitSlot(deviceId: string): () => void {
    const mine = waitingByDevice.get(deviceId) ?? 0
    if (mine >= deviceWait.maxPerDevice || waitingTotal >= deviceWait.maxConcurrent)
      throw new ApiError(429, 'RATE_LIMITED', 'Too many waits at once. Please try again later.')
    waitingTotal += 1
    waitingByDevice.set(deviceId, mine + 1)
    return () => {
      waitingTotal -= 1
      const left = (waitingByDevice.get(deviceId) ?? 1) - 1
      if (left > 0) waitingByDevice.set(deviceId, left)
      else waitingByDevice.delete(deviceId)
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
      // The code the waiting sign-in asks for next, for that device only; the visitor just
      // approved, so no cooldown.
      await limiter.claimEmail(approval.email, { force: true })
      const { code } = await otp.issue(loginSubject(approval.email, approval.deviceId), {
        sentTo: approval.email,
        deviceId: approval.deviceId,
      })
      await mailer.send(codeMail(approval.email, code))
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
      const release = holdWaitSlot(deviceId)
      try {
        // Polls the database, not a local event: the link may be approved on another instance.
        const deadline = now() + deviceWait.maxMs
        const signal = c.req.raw.signal
        for (;;) {
          if (await approvals.isApproved(email, deviceId))
            return c.json({ approved: true as const })
          if (now() >= deadline || signal.aborted)
            throw new ApiError(408, 'TIMEOUT', 'Still waiting for the approval. Ask again.')
          await sleep(deviceWait.pollMs, signal)
        }
      } finally {
        release()
      }
    })
}
