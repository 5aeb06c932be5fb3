import { createHash } from 'node:crypto'
import type { Database } from './db/database'

/** The channel approvals are announced on (PostgreSQL NOTIFY, or PGlite's in one process). */
const CHANNEL = 'portico_device_approved'

/** What a notification names: a digest of the address and device, so it tells neither. */
function wakeKey(email: string, deviceId: string): string {
  return createHash('sha256').update(`${email}\n${deviceId}`).digest('hex').slice(0, 32)
}

export interface Wakeup {
  /** Resolves when an approval of the subscribed device is announced (or may have been missed). */
  woken: Promise<void>
  cancel(): void
}

/**
 * Wakes the device-approval long polls of this instance when any instance approves: the approve
 * route announces it with NOTIFY, and one LISTEN per instance hands it to the polls waiting for
 * that device. A poll subscribes before it looks at the table, so an approval between the look
 * and the wait still wakes it; when the listening connection was lost, every poll is woken to
 * look again (and each looks on its own every DEVICE_WAIT_POLL_MS regardless).
 */
export function createApprovalWake(db: Database) {
  const waiting = new Map<string, Set<() => void>>()
  let listening: Promise<unknown> | undefined

  const wake = (key: string) => {
    for (const resolve of waiting.get(key) ?? []) resolve()
  }
  const wakeAll = () => {
    for (const key of waiting.keys()) wake(key)
  }
  const listen = () => {
    listening ??= db.listen(CHANNEL, wake, wakeAll).catch((error: unknown) => {
      listening = undefined
      throw error
    })
    return listening
  }

  return {
    async subscribe(email: string, deviceId: string): Promise<Wakeup> {
      await listen()
      const key = wakeKey(email, deviceId)
      let resolve = () => undefined as void
      const woken = new Promise<void>((done) => {
        resolve = done
      })
      const set = waiting.get(key) ?? new Set()
      set.add(resolve)
      waiting.set(key, set)
      return {
        woken,
        cancel() {
          set.delete(resolve)
          if (set.size === 0 && waiting.get(key) === set) waiting.delete(key)
        },
      }
    },

    /** Announces to every instance that this device's approval was given. */
    async announce(email: string, deviceId: string): Promise<void> {
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, wakeKey(email, deviceId)])
    },
  }
}

export type ApprovalWake = ReturnType<typeof createApprovalWake>
