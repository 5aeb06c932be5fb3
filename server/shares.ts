import { createDecipheriv } from 'node:crypto'
import * as z from 'zod/mini'
import { systemClock, type Clock } from './clock'
import type { RecoveryMode, RecoveryShare } from '../protocol/auth/contract'
import { needsCompaction } from './custodyUpgrade'
import type { Database, Queryable } from './db/database'
import { openFor, SEALED, sealFor, type Sealer } from './sealing'

/**
 * The embedded wallet's shares held by the service (the frame keeps the third, the device
 * share). The auth share is sealed at rest by the share sealer (a key from the environment or a
 * host's KMS, never in the database). The recovery share is, by default, the visitor's
 * envelope: encrypted in the frame under their passkey or password before upload, so the
 * service stores what it cannot open. Under service recovery (a host's choice, the weaker
 * model) it is sealed by the recovery sealer instead. Either way a copy of the database alone
 * holds no usable share, and the service alone holds at most one (the auth share) unless the
 * host chose service recovery.
 */

/** The keys and the policy of custody: what the service is started with. */
export interface Custody {
  /** Seals auth shares at rest (PORTICO_AUTH_SHARE_KEY, or the host's KMS). */
  shareSealer: Sealer
  /** What new wallets' recovery shares are: the visitor's envelope (default) or service-sealed. */
  recoveryMode: RecoveryMode
  /**
   * Seals recovery shares under service recovery (PORTICO_AUTH_RECOVERY_SEAL_KEY, or the host's
   * KMS); required in that mode. In visitor-secret mode, only wallets migrated from before
   * (sealed by the service then) need it.
   */
  recoverySealer?: Sealer | undefined
}

const walletRowSchema = z.object({
  address: z.string(),
  version: z.coerce.number(),
  auth_sealed: z.nullable(z.string()),
  recovery_kind: z.nullable(z.enum(['visitor', 'service'])),
  recovery_data: z.nullable(z.string()),
})

export interface StoredWallet {
  address: string
  version: number
  authShare: string
  recoveryKind: RecoveryShare['kind']
}

export interface WalletUpload {
  address: string
  version: number
  authShare: string
  recovery: RecoveryShare
}

export type PutOutcome = 'created' | 'rotated' | 'conflict'

/** Thrown for a recovery share this service cannot keep (a plain one without service recovery). */
export class RecoveryRefused extends Error {}

export function createWalletStore(db: Database, now: Clock, custody: Custody) {
  async function row(userId: string, on: Queryable = db) {
    const rows = await on.query(
      `SELECT address, version, auth_sealed, recovery_kind, recovery_data
       FROM wallets WHERE user_id = $1`,
      [userId],
    )
    if (rows[0] === undefined) return undefined
    const found = walletRowSchema.parse(rows[0])
    if (found.auth_sealed === null || found.recovery_kind === null || found.recovery_data === null)
      throw new Error('a wallet from before custody v1 was not migrated (server/README.md)')
    return { ...found, auth_sealed: found.auth_sealed, recovery_kind: found.recovery_kind }
  }

  async function recoveryData(userId: string, recovery: RecoveryShare): Promise<string> {
    if (recovery.kind === 'visitor') return recovery.envelope
    if (custody.recoveryMode !== 'service' || !custody.recoverySealer)
      throw new RecoveryRefused(
        'This service keeps no recovery share it could open: encrypt it with a passkey or password.',
      )
    return sealFor(custody.recoverySealer, SEALED.recoveryShare, userId, recovery.share)
  }

  return {
    /**
     * Stores the user's shares: version 1 creates the wallet, the stored version plus 1 rotates
     * its shares (same address). 'conflict' for any other version or another address.
     */
    async put(userId: string, upload: WalletUpload): Promise<PutOutcome> {
      const authSealed = await sealFor(
        custody.shareSealer,
        SEALED.authShare,
        userId,
        upload.authShare,
      )
      const recovery = await recoveryData(userId, upload.recovery)
      const time = now()
      if (upload.version === 1) {
        const rows = await db.query(
          `INSERT INTO wallets (user_id, address, auth_sealed, recovery_kind, recovery_data,
             version, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 1, $6, $6) ON CONFLICT (user_id) DO NOTHING
           RETURNING user_id`,
          [userId, upload.address, authSealed, upload.recovery.kind, recovery, time],
        )
        return rows.length > 0 ? 'created' : 'conflict'
      }
      const rows = await db.query(
        `UPDATE wallets SET auth_sealed = $3, recovery_kind = $4, recovery_data = $5,
           version = $6, updated_at = $7
         WHERE user_id = $1 AND lower(address) = lower($2) AND version = $6 - 1
         RETURNING user_id`,
        [userId, upload.address, authSealed, upload.recovery.kind, recovery, upload.version, time],
      )
      return rows.length > 0 ? 'rotated' : 'conflict'
    },

    async get(userId: string): Promise<StoredWallet | undefined> {
      const found = await row(userId)
      if (!found) return undefined
      return {
        address: found.address,
        version: found.version,
        authShare: await openFor(custody.shareSealer, SEALED.authShare, userId, found.auth_sealed),
        recoveryKind: found.recovery_kind,
      }
    },

    /** The recovery share as it is released (a ceremony decides whether it may be). */
    async recovery(
      userId: string,
      on: Queryable = db,
    ): Promise<{ version: number; recovery: RecoveryShare } | undefined> {
      const found = await row(userId, on)
      if (!found || found.recovery_data === null) return undefined
      if (found.recovery_kind === 'visitor')
        return {
          version: found.version,
          recovery: { kind: 'visitor', envelope: found.recovery_data },
        }
      if (!custody.recoverySealer)
        throw new Error('a service-sealed recovery share, and no recovery sealer to open it')
      const share = await openFor(
        custody.recoverySealer,
        SEALED.recoveryShare,
        userId,
        found.recovery_data,
      )
      return { version: found.version, recovery: { kind: 'service', share } }
    },
  }
}

export type WalletStore = ReturnType<typeof createWalletStore>

// ---- wallets from before custody v1 ------------------------------------------------------------

const legacyRowSchema = z.object({
  user_id: z.string(),
  auth_share: z.string(),
  recovery_sealed: z.string(),
})

const LEGACY_IV_BYTES = 12
const LEGACY_TAG_BYTES = 16

/** Opens a recovery share sealed the old way (AES-256-GCM, iv | tag | ct, the user id as AAD). */
export function openLegacyShare(sealed: string, userId: string, key: Uint8Array): string {
  const bytes = Buffer.from(sealed, 'base64')
  if (bytes.length <= LEGACY_IV_BYTES + LEGACY_TAG_BYTES) throw new Error('sealed share too short')
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, LEGACY_IV_BYTES))
  decipher.setAAD(Buffer.from(userId, 'utf8'))
  decipher.setAuthTag(bytes.subarray(LEGACY_IV_BYTES, LEGACY_IV_BYTES + LEGACY_TAG_BYTES))
  return Buffer.concat([
    decipher.update(bytes.subarray(LEGACY_IV_BYTES + LEGACY_TAG_BYTES)),
    decipher.final(),
  ]).toString('base64')
}

/**
 * Migrates wallets stored before custody v1 (auth share in the clear, recovery share sealed
 * with the old seal key, which used to sit in a file beside the PGlite directory): the auth
 * share is sealed by the share sealer, the recovery share re-sealed by the recovery sealer, the
 * old columns emptied. Such a wallet's recovery share stays service-sealed until its frame
 * rotates it into the visitor's envelope. Refuses (throws) when there are such wallets and the
 * old key or a recovery sealer is missing, rather than serve wallets it cannot read. Names the
 * table for compaction (custodyUpgrade.ts) in the same transaction. The count migrated.
 */
export async function migrateLegacyWallets(
  db: Database,
  custody: Custody,
  legacySealKey: Uint8Array | undefined,
  now: Clock = systemClock,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = z.array(legacyRowSchema).parse(
      await tx.query(
        `SELECT user_id, auth_share, recovery_sealed FROM wallets
           WHERE auth_sealed IS NULL FOR UPDATE`,
      ),
    )
    if (rows.length === 0) return 0
    if (!legacySealKey)
      throw new Error(
        `${rows.length} wallet(s) were stored before custody v1: give their old seal key as ` +
          'PORTICO_AUTH_LEGACY_SEAL_KEY or PORTICO_AUTH_LEGACY_SEAL_KEY_FILE (a PGlite service ' +
          'made it in `<data dir>.seal.key`; move that file off the volume afterwards)',
      )
    const { recoverySealer } = custody
    if (!recoverySealer)
      throw new Error(
        `${rows.length} wallet(s) from before custody v1 have service-sealed recovery shares: ` +
          'give PORTICO_AUTH_RECOVERY_SEAL_KEY to keep them (each moves to the visitor\u2019s ' +
          'envelope when its frame next rotates the shares)',
      )
    for (const legacy of rows) {
      const recovery = openLegacyShare(legacy.recovery_sealed, legacy.user_id, legacySealKey)
      await tx.query(
        `UPDATE wallets SET auth_sealed = $2, recovery_kind = 'service', recovery_data = $3,
           auth_share = NULL, recovery_sealed = NULL
         WHERE user_id = $1`,
        [
          legacy.user_id,
          await sealFor(custody.shareSealer, SEALED.authShare, legacy.user_id, legacy.auth_share),
          await sealFor(recoverySealer, SEALED.recoveryShare, legacy.user_id, recovery),
        ],
      )
    }
    // The auth shares overwritten are still on disk (dead rows, log pages): the start compacts
    // the table once this commits, or the next start does.
    await needsCompaction(tx, 'wallets', now())
    return rows.length
  })
}

// ---- key checks --------------------------------------------------------------------------------

const canaryRowSchema = z.object({ sealed: z.string() })

/**
 * Checks each sealer against the value it sealed the first time it ran on this database (and
 * seals one if none): a start with another key than the one the wallets were sealed with fails
 * here, naming the key, instead of failing later on every wallet.
 */
export async function checkSealers(
  db: Database,
  sealers: Record<string, Sealer | undefined>,
): Promise<void> {
  for (const [name, sealer] of Object.entries(sealers)) {
    if (!sealer) continue
    const select = async () => {
      const rows = await db.query('SELECT sealed FROM sealing_canaries WHERE purpose = $1', [name])
      return rows[0] === undefined ? undefined : canaryRowSchema.parse(rows[0])
    }
    let found = await select()
    if (!found) {
      await db.query(
        'INSERT INTO sealing_canaries (purpose, sealed) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [name, await sealFor(sealer, SEALED.canary, name, name)],
      )
      // Read back and opened like any other: another instance starting at the same moment with
      // another key may have written first, and this one must not go on with its own.
      found = await select()
      if (!found) throw new Error(`${name}: the key check could not be stored`)
    }
    try {
      await openFor(sealer, SEALED.canary, name, found.sealed)
    } catch {
      throw new Error(
        `${name}: not the key this database's wallets were sealed with. Start with the key ` +
          'they were sealed with (a key generated for a development run is gone after it); ' +
          'without it, the shares this database holds cannot be opened.',
      )
    }
  }
}
