import * as z from 'zod/mini'
import type { Clock } from '../clock'
import { randomToken, tokenHash } from '../crypto'
import type { Database, Queryable } from '../db/database'
import { ApiError } from '../errors'
import { verifierMatches } from './challenge'
import { identitySourceSchema, type IdentitySource } from '../../protocol/auth/social'
import { SOCIAL_GRANT_LIFETIME_MS } from './limits'

/** A verified identity, as a provider's ID token or a Farcaster signature vouched for it. */
export interface VerifiedIdentity {
  issuer: string
  subject: string
  source: IdentitySource
  userName: string
  /** The address the provider asserts, and whether it says it verified it. */
  email: string | undefined
  emailVerified: boolean
}

const grantRowSchema = z.object({
  frame_challenge: z.string(),
  device_id: z.string(),
  issuer: z.string(),
  subject: z.string(),
  source: identitySourceSchema,
  user_name: z.string(),
  email: z.nullable(z.string()),
  email_verified: z.boolean(),
  expires_at: z.coerce.number(),
})

const refused = () =>
  new ApiError(401, 'UNAUTHORIZED', 'This sign-in is not valid any more. Please start again.')

/**
 * One-time grants: what a verified answer becomes, handed to the page (the popup's opener, the
 * redirect's fragment, the Farcaster status) and redeemed by the frame that started, with the
 * verifier of the challenge it started with. Stored hashed; the first redeem uses it, right or
 * wrong, so a page script that saw it and guesses spends it.
 */
export function createSocialGrants(db: Database, now: Clock) {
  return {
    async issue(
      identity: VerifiedIdentity,
      bound: { frameChallenge: string; deviceId: string },
      on: Queryable = db,
    ): Promise<string> {
      const grant = randomToken()
      const time = now()
      await on.query('DELETE FROM social_grants WHERE expires_at <= $1', [time])
      await on.query(
        `INSERT INTO social_grants (grant_hash, frame_challenge, device_id, issuer, subject,
           source, user_name, email, email_verified, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          tokenHash(grant),
          bound.frameChallenge,
          bound.deviceId,
          identity.issuer,
          identity.subject,
          identity.source,
          identity.userName,
          identity.email ?? null,
          identity.emailVerified,
          time,
          time + SOCIAL_GRANT_LIFETIME_MS,
        ],
      )
      return grant
    },

    /**
     * Redeems a grant: its identity when `verifier` is the frame's and `deviceId` the device
     * that started; 401 otherwise, and for a grant unknown, expired or redeemed before.
     */
    async redeem(grant: string, verifier: string, deviceId: string): Promise<VerifiedIdentity> {
      const time = now()
      // On its own, not in the caller's transaction: a refusal below must still use it up.
      const rows = await db.query(
        `UPDATE social_grants SET redeemed_at = $2
         WHERE grant_hash = $1 AND redeemed_at IS NULL AND expires_at > $2
         RETURNING frame_challenge, device_id, issuer, subject, source, user_name, email,
           email_verified, expires_at`,
        [tokenHash(grant), time],
      )
      if (rows[0] === undefined) throw refused()
      const row = grantRowSchema.parse(rows[0])
      if (!verifierMatches(verifier, row.frame_challenge) || row.device_id !== deviceId)
        throw refused()
      return {
        issuer: row.issuer,
        subject: row.subject,
        source: row.source,
        userName: row.user_name,
        email: row.email ?? undefined,
        emailVerified: row.email_verified,
      }
    },
  }
}

export type SocialGrants = ReturnType<typeof createSocialGrants>
