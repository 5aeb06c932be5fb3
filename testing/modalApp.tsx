import { act, render, type RenderOptions } from '@testing-library/react'
import type { ComponentType } from 'react'
import { Provider } from 'react-redux'
import { loadModalChunks } from './chunks'
import type { Modal } from '../core/createModalCore'
import { openModal } from '../core/modal/open'
import { viewRegistryOf } from '../core/plugin/viewRegistry'
import { pushed } from '../core/router/slice'
import type { ViewId } from '../core/router/views'
import { installShell } from '../shell/modal/installShell'
import { ModalApp } from '../shell/modal/ModalApp'
import type { ViewProps } from '../shell/ui/view'

await loadModalChunks()

// The helpers below take view ids as plain strings: a suite may open or register a view id
// that only it declares (a throwaway test view), which the Views map does not list.

/**
 * Renders the modal UI into a plain container, as the mount does (i18next and the shell's
 * views installed first) but without the shadow root, so `screen` queries reach it.
 * `reactStrictMode`: inside StrictMode, as a host's React app in development would. Open it
 * with `openTestModal`: `modal.open()` would also mount the real UI into a shadow root.
 */
export async function renderModalApp(
  modal: Modal,
  options: Pick<RenderOptions, 'reactStrictMode'> = {},
) {
  const unregister = await installShell(modal)
  const result = render(
    <Provider store={modal.store}>
      <ModalApp modal={modal} />
    </Provider>,
    options,
  )
  return {
    ...result,
    /** Removes the shell's views from the modal again. */
    unregister,
  }
}

/** Opens the modal through its opening rules, on a forced view when given one; mounts nothing. */
export function openTestModal(modal: Modal, view?: string, data?: unknown): void {
  const request = view === undefined ? {} : { view: view as ViewId, data }
  act(() => modal.store.dispatch(openModal(request)))
}

/** Pushes a view onto the open modal's stack by id. */
export function pushView(modal: Modal, view: string, data?: unknown): void {
  const entry = data === undefined ? { view: view as ViewId } : { view: view as ViewId, data }
  act(() => modal.store.dispatch(pushed(entry)))
}

/** Registers a view component straight into the modal's view registry, as a plugin's setup would. */
export function registerTestView(
  modal: Modal,
  view: string,
  component: ComponentType<ViewProps>,
  owner = 'test',
): void {
  act(() =>
    viewRegistryOf(modal.runtime).register(owner, {
      [view as ViewId]: () => Promise.resolve({ default: component }),
    }),
  )
}
