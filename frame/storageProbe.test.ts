import { describe, expect, it, vi } from 'vitest'
import { probeStorage, type StorageEnvironment } from './storageProbe'

/** A localStorage that works, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size
    },
  }
}

/** What Chromium does to a cross-site frame with third-party storage blocked. */
const refusedStorage = (): Storage => {
  throw new DOMException(
    "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    'SecurityError',
  )
}

/** An IndexedDB whose open succeeds, or fails as Chromium's refusal does. */
function indexedDb(works: boolean): IDBFactory & { opened: string[] } {
  const opened: string[] = []
  return {
    opened,
    open(name: string) {
      opened.push(name)
      const request = {
        result: { close: vi.fn() },
        error: works ? null : new DOMException('The user denied permission', 'UnknownError'),
        onsuccess: null as (() => void) | null,
        onerror: null as (() => void) | null,
      }
      queueMicrotask(() => (works ? request.onsuccess?.() : request.onerror?.()))
      return request as unknown as IDBOpenDBRequest
    },
  } as unknown as IDBFactory & { opened: string[] }
}

describe('the frame storage probe', () => {
  it('gives the storage as it is where it works, without touching the Storage Access API', async () => {
    const local = memoryStorage()
    const idb = indexedDb(true)
    const hasStorageAccess = vi.fn(async () => false)
    const storage = await probeStorage({
      localStorage: () => local,
      indexedDB: () => idb,
      hasStorageAccess,
      requestStorageAccess: vi.fn(),
    })
    expect(storage).toEqual({ local, indexedDB: idb })
    // Its own database: the wallet's is never created or upgraded by the probe.
    expect(idb.opened).toEqual(['portico-storage-probe'])
    expect(local.length).toBe(0)
    expect(hasStorageAccess).not.toHaveBeenCalled()
  })

  it('says blocked when localStorage throws or IndexedDB refuses, and no access was granted before', async () => {
    const requestStorageAccess = vi.fn(async () => {
      throw new DOMException('requestStorageAccess not allowed', 'NotAllowedError')
    })
    const blocked: StorageEnvironment = {
      localStorage: refusedStorage,
      indexedDB: () => indexedDb(false),
      hasStorageAccess: async () => false,
      requestStorageAccess,
    }
    expect(await probeStorage(blocked)).toBeUndefined()
    // Asked once, without a click: only an earlier grant answers it.
    expect(requestStorageAccess).toHaveBeenCalledWith({ localStorage: true, indexedDB: true })
    expect(
      await probeStorage({
        localStorage: () => memoryStorage(),
        indexedDB: () => indexedDb(false),
      }),
    ).toBeUndefined()
    expect(await probeStorage({ localStorage: refusedStorage, indexedDB: () => undefined })).toBe(
      undefined,
    )
  })

  it("uses the storage of Chromium's storage-access handle when access was granted before", async () => {
    const local = memoryStorage()
    const idb = indexedDb(true)
    const storage = await probeStorage({
      localStorage: refusedStorage,
      indexedDB: () => indexedDb(false),
      hasStorageAccess: async () => false,
      requestStorageAccess: async () => ({ localStorage: local, indexedDB: idb }),
    })
    expect(storage).toEqual({ local, indexedDB: idb })
  })

  it('probes the global storage again after a grant without a handle (Firefox, Safari)', async () => {
    let granted = false
    const local = memoryStorage()
    const idb = indexedDb(true)
    const storage = await probeStorage({
      localStorage: () => (granted ? local : refusedStorage()),
      indexedDB: () => idb,
      hasStorageAccess: async () => granted,
      requestStorageAccess: async () => {
        granted = true
        return undefined
      },
    })
    expect(storage).toEqual({ local, indexedDB: idb })
  })

  it('says blocked when access is already granted and the storage still fails', async () => {
    const requestStorageAccess = vi.fn()
    const storage = await probeStorage({
      localStorage: refusedStorage,
      indexedDB: () => indexedDb(true),
      hasStorageAccess: async () => true,
      requestStorageAccess,
    })
    expect(storage).toBeUndefined()
    expect(requestStorageAccess).not.toHaveBeenCalled()
  })
})
