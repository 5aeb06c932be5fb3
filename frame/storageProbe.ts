/**
 * The storage the frame keeps its session (localStorage) and its device share, device key and
 * recovery mode (IndexedDB) in. A browser that blocks third-party storage (Chromium with
 * third-party cookies blocked, Brave, incognito windows) refuses both to a frame embedded on
 * another site: reading `localStorage` throws a SecurityError and `indexedDB.open` fails. The
 * probe finds out before anything starts, tries the Storage Access API where it may already be
 * granted, and otherwise says the storage is blocked (the kit then offers the wallet window,
 * where the frame's origin is first-party).
 */

/** How long an IndexedDB open may take before the probe counts it as refused. */
export const STORAGE_PROBE_TIMEOUT_MS = 5_000

/** A database of its own, so the probe never creates or upgrades the wallet's. */
const PROBE_DATABASE = 'portico-storage-probe'
const PROBE_KEY = 'portico-frame:probe'

/** What the frame keeps its state in. */
export interface FrameStorage {
  local: Storage
  indexedDB: IDBFactory
}

/** The browser's parts the probe reads (tests pass their own). */
export interface StorageEnvironment {
  /** Reads `localStorage`, which throws where it is refused. */
  localStorage(): Storage
  /** Reads `indexedDB`, undefined where the browser has none. */
  indexedDB(): IDBFactory | undefined
  /** The document's Storage Access API, where the browser has it. */
  hasStorageAccess?: () => Promise<boolean>
  requestStorageAccess?: (types: { localStorage: true; indexedDB: true }) => Promise<unknown>
}

/** The browser's own storage and Storage Access API, as the frame's document sees them. */
export function browserStorage(doc: Document, win: Window): StorageEnvironment {
  const access = doc as Document & {
    hasStorageAccess?: () => Promise<boolean>
    requestStorageAccess?: (types?: object) => Promise<unknown>
  }
  return {
    localStorage: () => win.localStorage,
    indexedDB: () => (typeof win.indexedDB === 'undefined' ? undefined : win.indexedDB),
    ...(typeof access.hasStorageAccess === 'function'
      ? { hasStorageAccess: () => access.hasStorageAccess?.() ?? Promise.resolve(false) }
      : {}),
    ...(typeof access.requestStorageAccess === 'function'
      ? {
          requestStorageAccess: (types) =>
            access.requestStorageAccess?.(types) ?? Promise.resolve(undefined),
        }
      : {}),
  }
}

function usableLocal(read: () => Storage): Storage | undefined {
  try {
    const storage = read()
    storage.setItem(PROBE_KEY, '1')
    storage.removeItem(PROBE_KEY)
    return storage
  } catch {
    return undefined
  }
}

function usableIndexedDb(factory: IDBFactory | undefined): Promise<IDBFactory | undefined> {
  if (!factory) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), STORAGE_PROBE_TIMEOUT_MS)
    const done = (result: IDBFactory | undefined) => {
      clearTimeout(timer)
      resolve(result)
    }
    try {
      const request = factory.open(PROBE_DATABASE)
      request.onsuccess = () => {
        request.result.close()
        done(factory)
      }
      request.onerror = () => done(undefined)
    } catch {
      done(undefined)
    }
  })
}

async function usable(
  local: () => Storage,
  idb: () => IDBFactory | undefined,
): Promise<FrameStorage | undefined> {
  const storage = usableLocal(local)
  if (!storage) return undefined
  let factory: IDBFactory | undefined
  try {
    factory = idb()
  } catch {
    return undefined
  }
  const database = await usableIndexedDb(factory)
  return database ? { local: storage, indexedDB: database } : undefined
}

const isStorage = (value: unknown): value is Storage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Storage).getItem === 'function' &&
  typeof (value as Storage).setItem === 'function' &&
  typeof (value as Storage).removeItem === 'function'

const isIdbFactory = (value: unknown): value is IDBFactory =>
  typeof value === 'object' && value !== null && typeof (value as IDBFactory).open === 'function'

/**
 * The frame's storage, or undefined when the browser refuses it here. Where the storage is
 * refused and the Storage Access API exists without access yet, access is asked for once
 * without a click: a browser that already granted it (the visitor allowed it before) gives it
 * at once, one that did not refuses without asking the visitor. Chromium's grant answers with a
 * handle of its own first-party storage, used as it is; other browsers grant access to the
 * global objects, probed again.
 */
export async function probeStorage(env: StorageEnvironment): Promise<FrameStorage | undefined> {
  const direct = await usable(env.localStorage, env.indexedDB)
  if (direct) return direct
  if (!env.hasStorageAccess || !env.requestStorageAccess) return undefined
  try {
    if (await env.hasStorageAccess()) return undefined
    const handle = await env.requestStorageAccess({ localStorage: true, indexedDB: true })
    if (typeof handle === 'object' && handle !== null) {
      const { localStorage: local, indexedDB: idb } = handle as Record<string, unknown>
      if (isStorage(local) && isIdbFactory(idb)) {
        return await usable(
          () => local,
          () => idb,
        )
      }
    }
    return await usable(env.localStorage, env.indexedDB)
  } catch {
    // Not granted (no earlier grant, no click): the wallet window is the way.
    return undefined
  }
}
