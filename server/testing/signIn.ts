import { sessionTokensSchema, type SessionTokens } from '../contract'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../limits'
import { parsed, type Harness } from './harness'

/** Signs `email` in from `deviceId` by the code path (a new user or a known device). */
export async function signIn(h: Harness, email: string, deviceId: string): Promise<SessionTokens> {
  // Past the resend cooldown of an e-mail sent just before.
  h.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  const start = await h.call('POST', '/v1/email/start', { body: { email, deviceId } })
  if (start.status !== 200) throw new Error(`start answered ${start.status}`)
  const verify = await h.call('POST', '/v1/email/verify', {
    body: { email, deviceId, otp: h.mail.lastCode(email) },
  })
  if (verify.status !== 200) throw new Error(`verify answered ${verify.status}`)
  return parsed(verify, sessionTokensSchema)
}
