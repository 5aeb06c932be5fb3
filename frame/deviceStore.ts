/**
 * The device share, per user, in this frame origin's IndexedDB (the host page's origin cannot
 * read it). Also the device id the service knows this browser by.
 */
const DB_NAME = 'portico-embedded-wallet'
const STORE = 'deviceShares'

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1)
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
  })
}

function run<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return open(factory).then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(STORE, mode).objectStore(STORE))
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
}

export function createDeviceStore(factory: IDBFactory = indexedDB): DeviceStore {
  return {
    async getShare(userId) {
      const value: unknown = await run(factory, 'readonly', (store) => store.get(userId))
      return typeof value === 'string' ? value : undefined
    },
    async putShare(userId, share) {
      await run(factory, 'readwrite', (store) => store.put(share, userId))
    },
  }
}
