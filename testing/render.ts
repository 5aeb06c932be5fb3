import { act } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { Modal, OpenOptions } from '../core/createModalCore'
import type { ViewArgs, ViewId } from '../core/router/views'
import { mountedShadowRoot } from '../shell/modal/mount'
import { inModal } from './shadowRoot'
import { createTestUser } from './user'

/** The mounted modal: queries scoped to its shadow root, the root itself, and a user. */
export type RenderedModal = ReturnType<typeof inModal> & {
  /** The open shadow root the modal renders into. */
  root: ShadowRoot
  /**
   * A user-event instance that also works inside the shadow root (`clear`, `tab`, `{Tab}`,
   * the clipboard: see user.ts): `await user.click(getByRole('button', { name: 'Send' }))`.
   */
  user: UserEvent
}

const roots = new WeakMap<Modal, ShadowRoot>()

/**
 * Opens a modal made with its UI (`createTestModal`) the way a host does, on the view the
 * opening rules choose: its UI mounts into its shadow root. Resolves once the UI is mounted;
 * views are lazy chunks, so look for their content with `findBy…`.
 */
export function renderModal(modal: Modal): Promise<RenderedModal> {
  return show(modal)
}

/** `renderModal`, opened on `view` (with its `data`), as `modal.open({ view, data })` does. */
export function renderView<V extends ViewId>(
  modal: Modal,
  ...[view, data]: ViewArgs<V>
): Promise<RenderedModal> {
  // ViewArgs<V> pairs each view with its data; TypeScript cannot narrow a generic V back to
  // the matching member of the OpenOptions union, so the pair is asserted once here.
  return show(modal, { view, data } as OpenOptions)
}

async function show(modal: Modal, options?: OpenOptions): Promise<RenderedModal> {
  await act(() => modal.open(options))
  // This modal's own: its host may have been put in the page (empty) on idle, before the open.
  const root = roots.get(modal) ?? mountedShadowRoot(modal)
  if (!root) {
    throw new Error('the modal mounted no UI: create it with createTestModal(options) (ui: true)')
  }
  roots.set(modal, root)
  return Object.assign(inModal(root), { root, user: createTestUser() })
}
