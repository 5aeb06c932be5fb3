import type * as z from 'zod/mini'
import { UPSTREAM_BODY_MAX_BYTES, UPSTREAM_TIMEOUT_MS } from './limits'

/** A provider, relay or registry answered something other than what the contract says. */
export class UpstreamError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UpstreamError'
  }
}

/**
 * Fetches `url` and parses its JSON answer with `schema`: a status outside `okStatuses`, a
 * body over UPSTREAM_BODY_MAX_BYTES, no answer within UPSTREAM_TIMEOUT_MS or a shape the
 * schema refuses is an UpstreamError naming the URL's origin (never its query or body).
 */
export async function fetchJson<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  init: RequestInit = {},
  okStatuses: readonly number[] = [200],
): Promise<{ status: number; body: z.infer<S> }> {
  const where = new URL(url).origin + new URL(url).pathname
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
  } catch (error) {
    throw new UpstreamError(
      `${where} did not answer (${error instanceof Error ? error.name : 'error'})`,
    )
  }
  const text = await response.text()
  if (text.length > UPSTREAM_BODY_MAX_BYTES) throw new UpstreamError(`${where}: answer too large`)
  if (!okStatuses.includes(response.status))
    throw new UpstreamError(`${where} answered ${response.status}`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new UpstreamError(`${where}: the answer is not JSON`)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new UpstreamError(`${where}: unexpected answer`)
  return { status: response.status, body: parsed.data }
}
