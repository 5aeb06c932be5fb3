import { act } from '@testing-library/react'
import { discoverConnectors } from '../core/connectors/discover'
import type { Modal } from '../core/createModalCore'

const teardowns = new WeakMap<Modal, Promise<void>>()

/**
 * Tears a test's modal down now, with what outlives `destroy`: its wallet discovery (it
 * listens on window for the modal's lifetime; asking for it again returns its stop) and the
 * connection it stored in localStorage, which the next modal would otherwise restore.
 * `createTestModal` does this when the test finishes; calling it earlier is safe, the
 * teardown runs once.
 */
export function destroyTestModal(modal: Modal): Promise<void> {
  let teardown = teardowns.get(modal)
  if (!teardown) {
    teardown = (async () => {
      discoverConnectors(modal.runtime)()
      await act(() => modal.destroy())
      localStorage.clear()
    })()
    teardowns.set(modal, teardown)
  }
  return teardown
}
