import * as z from 'zod/mini'
import { REMOTE_CONFIG_CACHE_MS } from '../constants'

/**
 * The answers of the project's configuration calls, kept in localStorage for
 * REMOTE_CONFIG_CACHE_MS so that the next page views of the visitor do not ask again. One
 * entry per answer and project, versioned and parsed on the way out (the entry's frame, then
 * the answer with its own response schema): a corrupt, outdated or foreign entry is dropped
 * and the service asked. Only answers are kept, never failures.
 */

/** The calls whose answers are kept. */
export type CachedCall = 'config' | 'origins' | 'analyticsConfig'

/** The project and the service that answered: an answer is reused only for both. */
export interface CacheScope {
  projectId: string
  endpoint: string
}

/** Bumped whenever an entry's shape changes: entries of another version are dropped. */
export const REMOTE_CACHE_VERSION = 1

const KEY_PREFIX = 'portico:remote:'

export const cacheKey = (call: CachedCall, projectId: string) => `${KEY_PREFIX}${call}:${projectId}`

const entrySchema = z.object({
  version: z.number(),
  endpoint: z.string(),
  storedAt: z.number(),
  answer: z.unknown(),
})

// localStorage may be missing or refuse access (privacy settings, sandboxed frames): then
// nothing is cached and every page view asks, as before.
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The kept answer of `call` for this scope if there is a valid one younger than
 * REMOTE_CONFIG_CACHE_MS; otherwise undefined, and whatever entry was there is removed.
 */
export function readCachedAnswer<T>(
  call: CachedCall,
  scope: CacheScope,
  schema: z.ZodMiniType<T>,
  now: number = Date.now(),
): T | undefined {
  const store = storage()
  const key = cacheKey(call, scope.projectId)
  try {
    const text = store?.getItem(key)
    if (text === null || text === undefined) return undefined
    const entry = entrySchema.safeParse(parseJson(text))
    if (entry.success) {
      const { version, endpoint, storedAt, answer } = entry.data
      const age = now - storedAt
      const parsed = schema.safeParse(answer)
      if (
        version === REMOTE_CACHE_VERSION &&
        endpoint === scope.endpoint &&
        age >= 0 &&
        age < REMOTE_CONFIG_CACHE_MS &&
        parsed.success
      ) {
        return parsed.data
      }
    }
    store?.removeItem(key)
  } catch {
    // Storage that throws on reading is storage that is off.
  }
  return undefined
}

/** Keeps a successful answer of `call` for this scope (a full or refusing storage keeps nothing). */
export function writeCachedAnswer(
  call: CachedCall,
  scope: CacheScope,
  answer: unknown,
  now: number = Date.now(),
): void {
  try {
    storage()?.setItem(
      cacheKey(call, scope.projectId),
      JSON.stringify({
        version: REMOTE_CACHE_VERSION,
        endpoint: scope.endpoint,
        storedAt: now,
        answer,
      }),
    )
  } catch {
    // Quota exceeded or storage refused: the next page view asks the service again.
  }
}
