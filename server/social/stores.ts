import type { Clock } from '../clock'
import type { Database } from '../db/database'
import { createSocialAttempts } from './attempts'
import { createSocialGrants } from './grants'
import { createSocialIdentities } from './identities'

/** The stores of social sign-in and Farcaster, built once per app. */
export function createSocialStores(db: Database, now: Clock) {
  return {
    attempts: createSocialAttempts(db, now),
    grants: createSocialGrants(db, now),
    identities: createSocialIdentities(db, now),
  }
}
export type SocialStores = ReturnType<typeof createSocialStores>
