import * as z from 'zod/mini'

/**
 * The device share, per user, in this frame origin's IndexedDB (the host page's origin cannot
 * read it); and the device key (ECDSA P-256, its private half not extractable: IndexedDB keeps
 * the CryptoKey itself, so no script, the frame's own included, can read its bytes), which a
 * recovery ceremony is bound to.
 */
const DB_NAME = 'portico-embedded-wallet'
const STORE = 'deviceShares'
const KEY_STORE = 'deviceKeys'
/** Per user: the recovery mode this device saw their wallet made or recovered under. */
const MODE_STORE = 'recoveryModes'
/** 2: the device key's store; 3: the recovery modes' store. */
const DB_VERSION = 3
/** The one device key of this browser profile, under this name in KEY_STORE. */
const DEVICE_KEY = 'device'

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, DB_VERSION)
    request.onupgradeneeded = () => {
      for (const name of [STORE, KEY_STORE, MODE_STORE])
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
  })
}

function run<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
  storeName: string = STORE,
): Promise<T> {
  return open(factory).then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(storeName, mode).objectStore(storeName))
        request.onsuccess = () => {
          resolve(request.result)
          db.close()
        }
        request.onerror = () => {
          reject(request.error ?? new Error('IndexedDB request failed'))
          db.close()
        }
      }),
  )
}

/**
 * A device share as kept: with the version of the service's shares it was split with and the
 * wallet's address, so a share from before a rotation elsewhere (which rebuilds another key
 * with the new auth share) is known as stale instead of rebuilding a wrong key. A share kept
 * before this record existed reads back as a bare string: version and address unknown.
 */
export const storedShareSchema = z.object({
  share: z.string().check(z.minLength(4)),
  version: z.nullable(z.number().check(z.int(), z.positive())),
  address: z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
})
export type StoredShare = z.infer<typeof storedShareSchema>

function readShare(value: unknown): StoredShare | undefined {
  if (typeof value === 'string' && value.length > 0)
    return { share: value, version: null, address: null }
  const parsed = storedShareSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

const pinnedModeSchema = z.enum(['visitor-secret'])
/** The one mode a device pins: once a wallet is under the visitor's secret, it stays there. */
export type PinnedRecoveryMode = z.infer<typeof pinnedModeSchema>

export interface DeviceStore {
  getShare(userId: string): Promise<StoredShare | undefined>
  putShare(
    userId: string,
    share: { share: string; version: number; address: string },
  ): Promise<void>
  /** Forgets a share that rebuilds nothing any more (the wallet was re-split elsewhere). */
  dropShare(userId: string): Promise<void>
  /** The recovery mode pinned for `userId` on this device, if any (custody/custody.ts). */
  pinnedRecoveryMode(userId: string): Promise<PinnedRecoveryMode | undefined>
  /** Pins it: this device saw the user's wallet made or recovered under the visitor's secret. */
  pinRecoveryMode(userId: string, mode: PinnedRecoveryMode): Promise<void>
  getDeviceKey(): Promise<CryptoKeyPair | undefined>
  /**
   * Keeps `pair` as the device key unless one is kept already, in one readwrite transaction
   * (two loads of the frame making one at once keep one); answers the one kept.
   */
  addDeviceKey(pair: CryptoKeyPair): Promise<CryptoKeyPair>
}

const isKeyPair = (value: unknown): value is CryptoKeyPair =>
  typeof value === 'object' &&
  value !== null &&
  'privateKey' in value &&
  'publicKey' in value &&
  value.privateKey instanceof CryptoKey &&
  value.publicKey instanceof CryptoKey

export function createDeviceStore(factory: IDBFactory = indexedDB): DeviceStore {
  return {
    async getShare(userId) {
      const value: unknown = await run(factory, 'readonly', (store) => store.get(userId))
      return readShare(value)
    },
    async putShare(userId, share) {
      await run(factory, 'readwrite', (store) => store.put(share, userId))
    },
    async dropShare(userId) {
      await run(factory, 'readwrite', (store) => store.delete(userId))
    },
    async pinnedRecoveryMode(userId) {
      const value: unknown = await run(
        factory,
        'readonly',
        (store) => store.get(userId),
        MODE_STORE,
      )
      const parsed = pinnedModeSchema.safeParse(value)
      return parsed.success ? parsed.data : undefined
    },
    async pinRecoveryMode(userId, mode) {
      await run(factory, 'readwrite', (store) => store.put(mode, userId), MODE_STORE)
    },
    async getDeviceKey() {
      const value: unknown = await run(
        factory,
        'readonly',
        (store) => store.get(DEVICE_KEY),
        KEY_STORE,
      )
      return isKeyPair(value) ? value : undefined
    },
    async addDeviceKey(pair) {
      const db = await open(factory)
      try {
        return await new Promise<CryptoKeyPair>((resolve, reject) => {
          const transaction = db.transaction(KEY_STORE, 'readwrite')
          const store = transaction.objectStore(KEY_STORE)
          let kept: CryptoKeyPair = pair
          const existing = store.get(DEVICE_KEY)
          existing.onsuccess = () => {
            const value: unknown = existing.result
            if (isKeyPair(value)) kept = value
            // add(), not put(): never replaces a key another load kept first.
            else store.add(pair, DEVICE_KEY)
          }
          transaction.oncomplete = () => resolve(kept)
          transaction.onerror = () =>
            reject(transaction.error ?? new Error('The device key could not be kept'))
          transaction.onabort = () =>
            reject(transaction.error ?? new Error('The device key could not be kept'))
        })
      } finally {
        db.close()
      }
    },
  }
}
