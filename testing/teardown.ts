import { act } from '@testing-library/react'
import { discoverConnectors } from '../core/connectors/discover'
import type { Modal } from '../core/createModalCore'

const teardowns = new WeakMap<Modal, Promise<void>>()

/** What a modal runs on its own until it is destroyed, stopped now; storage is left alone. */
async function stop(modal: Modal): Promise<void> {
  // Wallet discovery listens on window for the modal's lifetime; asking for it again returns
  // its stop.
  discoverConnectors(modal.runtime)()
  await act(() => modal.destroy())
}

/**
 * Tears a test's modal down now, with what outlives `destroy`: its wallet discovery (it
 * listens on window for the modal's lifetime; asking for it again returns its stop) and the
 * connection it stored in localStorage, which the next modal would otherwise restore: all of
 * localStorage is cleared, a clean slate for the next test. `createTestModal` does this when
 * the test finishes; calling it earlier is safe, the teardown runs once. To keep what the
 * page stored, as a reload does, see `reloadTestModal`.
 */
export function destroyTestModal(modal: Modal): Promise<void> {
  let teardown = teardowns.get(modal)
  if (!teardown) {
    teardown = (async () => {
      await stop(modal)
      localStorage.clear()
    })()
    teardowns.set(modal, teardown)
  }
  return teardown
}

/** Every key and value of a Storage, to put back as it was. */
function snapshot(storage: Storage): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    const value = key === null ? null : storage.getItem(key)
    if (key !== null && value !== null) entries.push([key, value])
  }
  return entries
}

function restore(storage: Storage, entries: ReadonlyArray<[string, string]>): void {
  storage.clear()
  for (const [key, value] of entries) storage.setItem(key, value)
}

/**
 * Ends a modal as a page unload does: nothing of it runs any more (its UI, listeners, timers
 * and wallet discovery are stopped, as `destroy` stops them), and everything it stored stays
 * exactly as it was before: localStorage and sessionStorage are put back as they were if the
 * teardown changed them (an unloading page runs none of it), IndexedDB is not touched. The
 * kit's own teardown at the end of the test then finds the modal done and clears nothing.
 */
export function unloadTestModal(modal: Modal): Promise<void> {
  if (teardowns.has(modal)) {
    return Promise.reject(
      new Error('reloadTestModal: this modal was torn down already; reload the one in use'),
    )
  }
  const teardown = (async () => {
    const local = snapshot(localStorage)
    const session = snapshot(sessionStorage)
    await stop(modal)
    restore(localStorage, local)
    restore(sessionStorage, session)
  })()
  teardowns.set(modal, teardown)
  return teardown
}
