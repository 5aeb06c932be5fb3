/**
 * The device share, per user, in this frame origin's IndexedDB (the host page's origin cannot
 * read it); and the device key (ECDSA P-256, its private half not extractable: IndexedDB keeps
 * the CryptoKey itself, so no script, the frame's own included, can read its bytes), which a
 * recovery ceremony is bound to.
 */
const DB_NAME = 'portico-embedded-wallet'
const STORE = 'deviceShares'
const KEY_STORE = 'deviceKeys'
/** 2: the device key's store. */
const DB_VERSION = 2
/** The one device key of this browser profile, under this name in KEY_STORE. */
const DEVICE_KEY = 'device'

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, DB_VERSION)
    request.onupgradeneeded = () => {
      for (const name of [STORE, KEY_STORE])
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

export interface DeviceStore {
  getShare(userId: string): Promise<string | undefined>
  putShare(userId: string, share: string): Promise<void>
  getDeviceKey(): Promise<CryptoKeyPair | undefined>
  putDeviceKey(pair: CryptoKeyPair): Promise<void>
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
      return typeof value === 'string' ? value : undefined
    },
    async putShare(userId, share) {
      await run(factory, 'readwrite', (store) => store.put(share, userId))
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
    async putDeviceKey(pair) {
      await run(factory, 'readwrite', (store) => store.put(pair, DEVICE_KEY), KEY_STORE)
    },
  }
}
