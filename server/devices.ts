import * as z from 'zod/mini'
import type { KitLanguage } from '../core/i18n/languages'
import { kitLanguageOf } from '../core/i18n/negotiate'
import type { Clock } from './clock'
import { mac, macMatches, randomId, randomToken, tokenHash } from './crypto'
import type { Database, Queryable } from './db/database'
import { DEVICE_APPROVAL_LIFETIME_MS } from './limits'

/**
 * Device approval: a sign-in from a device the address never signed in from (a new device of
 * an account, or any device of an address without one) is approved from the mailbox first.
 * The e-mailed link opens a page saying what asks (browser, network, site, time); only its
 * form's POST, carrying a token bound to the approval, approves, once. Opening the link (GET,
 * HEAD: what link scanners do) changes nothing. The waiting device holds its own credential
 * for the long poll. Link tokens and credentials are stored hashed.
 */

export interface ApprovalRequest {
  email: string
  deviceId: string
  /** The address's account when asked; undefined for an address without one. */
  userId: string | undefined
  userAgent: string
  network: string
  pageOrigin: string | undefined
  /** The language the sign-in was started in (its approval page's fallback, its code's). */
  language: KitLanguage
}

export interface IssuedApproval {
  /** The link's token, e-mailed. */
  token: string
  /** The asking device's credential for the long poll, answered to it. */
  waitToken: string
}

/** What the approval page shows, and what its form is bound to. */
export interface PendingApproval {
  id: string
  email: string
  deviceId: string
  userId: string | null
  userAgent: string
  network: string
  pageOrigin: string | null
  createdAt: number
  /** The sign-in's language; undefined for an approval stored without one. */
  language: KitLanguage | undefined
}

const pendingRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  device_id: z.string(),
  user_id: z.nullable(z.string()),
  user_agent: z.string(),
  network: z.string(),
  page_origin: z.nullable(z.string()),
  created_at: z.coerce.number(),
  language: z.nullable(z.string()),
})

const waitRowSchema = z.object({ email: z.string(), device_id: z.string() })
const consumedRowSchema = z.object({
  approved_at: z.nullable(z.coerce.number()),
  user_id: z.nullable(z.string()),
})

function toPending(row: unknown): PendingApproval {
  const parsed = pendingRowSchema.parse(row)
  return {
    id: parsed.id,
    email: parsed.email,
    deviceId: parsed.device_id,
    userId: parsed.user_id,
    userAgent: parsed.user_agent,
    network: parsed.network,
    pageOrigin: parsed.page_origin,
    createdAt: parsed.created_at,
    language: parsed.language === null ? undefined : kitLanguageOf(parsed.language),
  }
}

const PENDING_COLUMNS =
  'id, email, device_id, user_id, user_agent, network, page_origin, created_at, language'

export function createDeviceApprovals(db: Database, now: Clock, formKey: Uint8Array) {
  return {
    /** A new approval for this address and device (older pending ones stay valid). */
    async request(request: ApprovalRequest): Promise<IssuedApproval> {
      const token = randomToken()
      const waitToken = randomToken()
      const createdAt = now()
      await db.query(
        `INSERT INTO device_approvals (id, token_hash, wait_hash, email, device_id, user_id,
           user_agent, network, page_origin, created_at, expires_at, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          randomId(),
          tokenHash(token),
          tokenHash(waitToken),
          request.email,
          request.deviceId,
          request.userId ?? null,
          request.userAgent,
          request.network,
          request.pageOrigin ?? null,
          createdAt,
          createdAt + DEVICE_APPROVAL_LIFETIME_MS,
          request.language,
        ],
      )
      return { token, waitToken }
    },

    /** The approval a link's token opens, if it is live and not yet used. Reads only. */
    async pending(token: string): Promise<PendingApproval | undefined> {
      const rows = await db.query(
        `SELECT ${PENDING_COLUMNS} FROM device_approvals
         WHERE token_hash = $1 AND expires_at > $2 AND approved_at IS NULL AND consumed_at IS NULL`,
        [tokenHash(token), now()],
      )
      return rows[0] === undefined ? undefined : toPending(rows[0])
    },

    /** The value the approval page's form carries: only the server can make it. */
    formToken: (approval: Pick<PendingApproval, 'id'>) =>
      mac(formKey, `device-approval:${approval.id}`),

    /**
     * Approves by the page's form: the link's token and the form token of its approval. Once
     * only: of two posts, one approves. Undefined for an unknown, expired or used link, or a
     * form token that is not this approval's.
     */
    async approve(token: string, form: string): Promise<PendingApproval | undefined> {
      const found = await this.pending(token)
      if (!found || !macMatches(formKey, `device-approval:${found.id}`, form)) return undefined
      const time = now()
      const rows = await db.query(
        `UPDATE device_approvals SET approved_at = $2
         WHERE id = $1 AND approved_at IS NULL AND consumed_at IS NULL AND expires_at > $2
         RETURNING ${PENDING_COLUMNS}`,
        [found.id, time],
      )
      return rows[0] === undefined ? undefined : toPending(rows[0])
    },

    /** The live approval a waiting device's credential belongs to. */
    async waiting(waitToken: string): Promise<{ email: string; deviceId: string } | undefined> {
      const rows = await db.query(
        `SELECT email, device_id FROM device_approvals
         WHERE wait_hash = $1 AND expires_at > $2 AND consumed_at IS NULL`,
        [tokenHash(waitToken), now()],
      )
      if (rows[0] === undefined) return undefined
      const row = waitRowSchema.parse(rows[0])
      return { email: row.email, deviceId: row.device_id }
    },

    /** Whether an approval of this device is waiting to be used by its sign-in. */
    async isApproved(email: string, deviceId: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM device_approvals WHERE email = $1 AND device_id = $2
         AND approved_at IS NOT NULL AND consumed_at IS NULL AND expires_at > $3`,
        [email, deviceId, now()],
      )
      return rows.length > 0
    },

    /**
     * Uses up the device's approvals at sign-in; true if one was approved for this very
     * account (`userId`; undefined: the account is being made by this sign-in). An approval
     * asked for while the address had no account does not open one made since.
     */
    async consume(
      email: string,
      deviceId: string,
      userId: string | undefined,
      on: Queryable = db,
    ): Promise<boolean> {
      const rows = await on.query(
        `UPDATE device_approvals SET consumed_at = $3
         WHERE email = $1 AND device_id = $2 AND consumed_at IS NULL
         RETURNING approved_at, user_id`,
        [email, deviceId, now()],
      )
      return rows.some((row) => {
        const parsed = consumedRowSchema.parse(row)
        return parsed.approved_at !== null && parsed.user_id === (userId ?? null)
      })
    },
  }
}

export type DeviceApprovals = ReturnType<typeof createDeviceApprovals>
