import * as z from 'zod/mini'
import type { Clock } from './clock'
import { randomToken } from './crypto'
import type { Database } from './db/database'

const heldRowSchema = z.object({ held: z.coerce.number() })

/**
 * The device-approval long polls each device holds, counted in the database: a device's cap
 * holds across every instance. (How many one instance holds in all guards its own sockets, and
 * stays counted there: server/routes/device.ts.)
 */
export function createDeviceWaits(db: Database, now: Clock) {
  return {
    /**
     * Takes one of the device's `max` slots for `lifetimeMs`, under an advisory lock on the
     * device so two instances cannot both take the last one. Undefined when all are held.
     */
    async hold(
      deviceId: string,
      { max, lifetimeMs }: { max: number; lifetimeMs: number },
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `device-wait:${deviceId}`,
        ])
        const time = now()
        await tx.query('DELETE FROM device_waits WHERE device_id = $1 AND expires_at <= $2', [
          deviceId,
          time,
        ])
        const rows = await tx.query(
          'SELECT count(*) AS held FROM device_waits WHERE device_id = $1',
          [deviceId],
        )
        if (heldRowSchema.parse(rows[0]).held >= max) return undefined
        const id = randomToken()
        await tx.query('INSERT INTO device_waits (id, device_id, expires_at) VALUES ($1, $2, $3)', [
          id,
          deviceId,
          time + lifetimeMs,
        ])
        return id
      })
    },

    /** Gives a slot back (its poll answered, or its client left). */
    async release(id: string): Promise<void> {
      await db.query('DELETE FROM device_waits WHERE id = $1', [id])
    },
  }
}

export type DeviceWaits = ReturnType<typeof createDeviceWaits>
