// What the security suites share: the running service on a fresh database for each test, and
// the visitor's and the attacker's moves over HTTP.
import { afterEach } from 'vitest'
import { emailStartResponseSchema, type SessionTokens } from '../../server/contract'
import type { Database } from '../../server/db/database'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../server/limits'
import { freshDatabaseEachTest } from '../../server/testing/freshDatabase'
import { approvalFormIn, errorOf, parsed } from '../../server/testing/harness'
import {
  startLiveService,
  type LiveService,
  type LiveServiceOptions,
} from '../../server/testing/liveService'
import { signInWith } from '../../server/testing/signIn'

export const VICTIM = 'ada@example.com'
/** The victim's own device: it signed in before, so a code alone signs it in. */
export const VICTIM_DEVICE = 'victim-device-0001'
/** A device the attacker made up. */
export const ATTACKER_DEVICE = 'attacker-device-0001'
/** What the victim's browser says it is. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

/**
 * Registers a fresh database for each test and returns `live`, which starts the service on it
 * (stopped after the test).
 */
export function liveServicePerTest(): (options?: LiveServiceOptions) => Promise<LiveService> {
  let db: Database | undefined
  const running: LiveService[] = []
  freshDatabaseEachTest((fresh) => {
    db = fresh
  })
  afterEach(async () => {
    for (const service of running.splice(0)) await service.stop()
  })
  return async (options) => {
    if (!db) throw new Error('no database yet')
    const service = await startLiveService(db, options)
    running.push(service)
    return service
  }
}

/** Starts a sign-in, past the resend cooldown of an e-mail sent just before; its answer. */
export async function start(
  service: LiveService,
  email: string,
  deviceId: string,
  headers: Record<string, string> = {},
) {
  service.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  const response = await service.call('POST', '/v1/email/start', {
    body: { email, deviceId },
    headers,
  })
  if (response.status !== 200) throw new Error(`start answered ${response.status}`)
  return parsed(response, emailStartResponseSchema)
}

/** Signs in the visitor's way (approval link first where the service asks for it). */
export async function signIn(
  service: LiveService,
  email = VICTIM,
  deviceId = VICTIM_DEVICE,
): Promise<SessionTokens> {
  service.clock.advance(EMAIL_LOGIN_COOLDOWN_MS)
  return signInWith((path, init) => service.fetch(path, init), service.mail, email, deviceId)
}

/**
 * Opens an approval link (by default the last one mailed to the victim): the page's answer,
 * text and form, and the link's token.
 */
export async function openLink(
  service: LiveService,
  { link = service.mail.lastLink(VICTIM), method = 'GET' }: { link?: string; method?: string } = {},
) {
  const url = new URL(link)
  const response = await service.fetch(url.pathname + url.search, { method })
  const text = await response.text()
  let form: { token: string; form: string } | undefined
  try {
    form = approvalFormIn(text)
  } catch {
    form = undefined
  }
  return { response, text, form, token: url.searchParams.get('token') ?? '' }
}

/** Posts the approval form as a browser does. */
export function postApproval(service: LiveService, fields: Record<string, string>) {
  return service.fetch('/v1/device/approve', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

/** A 6-digit code that is not `code`. */
export const wrongFor = (code: string) => (code === '123456' ? '654321' : '123456')

/** `status code` of an answer, e.g. `400 INVALID_CODE`, `200 ok`. */
export async function outcome(response: Response): Promise<string> {
  if (response.ok) return `${response.status} ok`
  const error = await errorOf(response.clone()).catch(() => undefined)
  return `${response.status} ${error?.code ?? 'non-contract'}`
}
