import * as z from 'zod/mini'
import type { Clock } from '../clock'
import { randomId } from '../crypto'
import type { Database, Queryable } from '../db/database'
import { normalizeEmail } from '../users'
import type { SocialUser } from '../../protocol/auth/social'
import type { VerifiedIdentity } from './grants'

const userRowSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  address: z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
})
const userIdRowSchema = z.object({ user_id: z.string() })

/**
 * Social identities and the accounts they sign in to. An identity is its (issuer, subject):
 * the same person signing in again reaches the same account whatever their name or address
 * became. A new identity whose provider asserts a verified address joins the account of that
 * address (made now if there is none, so a later e-mail sign-in reaches it too): the same
 * embedded wallet for the same person. An address the provider did not verify is never
 * trusted: such an identity gets an account of its own, without an address.
 */
export function createSocialIdentities(db: Database, now: Clock) {
  async function userById(id: string, on: Queryable): Promise<SocialUser> {
    const rows = await on.query(
      `SELECT u.id, u.email, w.address FROM users u LEFT JOIN wallets w ON w.user_id = u.id
       WHERE u.id = $1`,
      [id],
    )
    if (rows[0] === undefined) throw new Error('the account of a social identity is missing')
    return userRowSchema.parse(rows[0])
  }

  /** The account a new identity goes to: its verified address's, or a new one. */
  async function accountFor(identity: VerifiedIdentity, on: Queryable): Promise<string> {
    const time = now()
    if (identity.emailVerified && identity.email !== undefined) {
      const email = normalizeEmail(identity.email)
      await on.query(
        `INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING`,
        [randomId(), email, time],
      )
      const rows = await on.query('SELECT id AS user_id FROM users WHERE email = $1', [email])
      return userIdRowSchema.parse(rows[0]).user_id
    }
    const id = randomId()
    await on.query('INSERT INTO users (id, email, created_at) VALUES ($1, NULL, $2)', [id, time])
    return id
  }

  return {
    /** The account this identity signs in to, linked or made on its first sign-in. */
    async signIn(identity: VerifiedIdentity, on: Queryable): Promise<SocialUser> {
      const time = now()
      const known = await on.query(
        `UPDATE social_identities SET user_name = $3, last_used_at = $4
         WHERE issuer = $1 AND subject = $2 RETURNING user_id`,
        [identity.issuer, identity.subject, identity.userName, time],
      )
      if (known[0] !== undefined) return userById(userIdRowSchema.parse(known[0]).user_id, on)
      const userId = await accountFor(identity, on)
      // Two first sign-ins of one identity at once: the second finds the first's row.
      await on.query(
        `INSERT INTO social_identities
           (issuer, subject, user_id, source, user_name, created_at, last_used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (issuer, subject) DO NOTHING`,
        [identity.issuer, identity.subject, userId, identity.source, identity.userName, time],
      )
      const rows = await on.query(
        'SELECT user_id FROM social_identities WHERE issuer = $1 AND subject = $2',
        [identity.issuer, identity.subject],
      )
      return userById(userIdRowSchema.parse(rows[0]).user_id, on)
    },
  }
}

export type SocialIdentities = ReturnType<typeof createSocialIdentities>
