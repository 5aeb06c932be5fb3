import {
  emailStartResponseSchema,
  sessionTokensSchema,
  type SessionTokens,
} from '../../protocol/auth/contract'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../limits'
import { approvalFormIn, parsed, type Harness, type Outbox } from './harness'

/** Sends one request to a service (app.request, or fetch against a running one). */
export type Send = (path: string, init?: RequestInit) => Promise<Response>

const postJson = (send: Send, path: string, body: unknown) =>
  send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** Opens an approval link's page, as a person does, and presses its Approve button. */
export async function approveLink(send: Send, link: string): Promise<Response> {
  const url = new URL(link)
  const page = await send(url.pathname + url.search)
  if (page.status !== 200) throw new Error(`the approval page answered ${page.status}`)
  return send('/v1/device/approve', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(approvalFormIn(await page.text())).toString(),
  })
}

/**
 * Signs `email` in from `deviceId` through `send`: by the code alone on a device that signed
 * in to it before; otherwise (a new address, a new device) through the approval link first.
 * `deviceKey`: the device's public key, sent with the code (it opens a recovery ceremony).
 */
export async function signInWith(
  send: Send,
  mail: Outbox,
  email: string,
  deviceId: string,
  deviceKey?: string,
): Promise<SessionTokens> {
  const start = await postJson(send, '/v1/email/start', { email, deviceId })
  if (start.status !== 200) throw new Error(`start answered ${start.status}`)
  const { action } = await parsed(start, emailStartResponseSchema)
  if (action === 'VERIFY_DEVICE') {
    const approved = await approveLink(send, mail.lastLink(email))
    if (approved.status !== 200) throw new Error(`the approval answered ${approved.status}`)
  }
  const verify = await postJson(send, '/v1/email/verify', {
    email,
    deviceId,
    otp: mail.lastCode(email),
    ...(deviceKey !== undefined && { deviceKey }),
  })
  if (verify.status !== 200) throw new Error(`verify answered ${verify.status}`)
  return parsed(verify, sessionTokensSchema)
}

/** Opens the last approval link e-mailed to `email` and presses its Approve button. */
export function approveByLink(h: Harness, email: string): Promise<Response> {
  return approveLink((path, init) => h.request(path, init), h.mail.lastLink(email))
}

/** signInWith on the harness, past the resend cooldown of an e-mail sent just before. */
export async function signIn(
  h: Harness,
  email: string,
  deviceId: string,
  deviceKey?: string,
): Promise<SessionTokens> {
  h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  return signInWith((path, init) => h.request(path, init), h.mail, email, deviceId, deviceKey)
}
