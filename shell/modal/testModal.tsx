// Helpers for the shell's tests; nothing in the library imports this file.
import { act, render, type RenderOptions } from '@testing-library/react'
import type { ComponentType } from 'react'
import { Provider } from 'react-redux'
import { discoverConnectors } from '../../core/connectors/discover'
import { openModal } from '../../core/modal/open'
import { pushed } from '../../core/router/slice'
import type { ViewId } from '../../core/router/views'
import { createModal, type Modal, type ModalOptions } from '../../index'
import type { ViewProps } from '../ui/view'
import { installShell } from './installShell'
import { ModalApp } from './ModalApp'
import { viewRegistryOf } from '../../core/plugin/viewRegistry'

// The service APIs load on idle (remote config) and with the first plugin. Loaded here once,
// so a test file never ends while that import is still on its way.
await Promise.all([
  import('../../core/api'),
  import('../../core/modal/background'),
  import('../../core/plugin/loader'),
  import('../../core/analytics/client'),
  import('../../core/modal/open'),
  import('../../core/i18n/createI18n'),
])

/**
 * No test talks to a remote service: every call gets a 404, which raises no alert and is
 * not retried, so the remote config cannot add banners while a test runs.
 */
export function stubNetwork(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  )
}

export function createTestModal(options: Partial<ModalOptions> = {}): Modal {
  return createModal({ projectId: 'test', networks: ['eip155:1'], ...options })
}

/**
 * Tears a test's modal down, with what outlives a destroy: its wallet discovery (it listens
 * on window for the modal's lifetime; asking for it again returns its stop) and the
 * connection it stored, which the next modal would otherwise restore.
 */
export async function destroyTestModal(modal: Modal): Promise<void> {
  discoverConnectors(modal.runtime)()
  await act(() => modal.destroy())
  localStorage.clear()
}

/**
 * Renders the modal UI into a plain container, as mountModal does (i18next loaded first)
 * but without the shadow root, so screen queries reach it (`reactStrictMode`: inside
 * StrictMode, as a host's React app in development would). Opening goes through core's
 * openModal thunk: `modal.open()` would also mount the real UI into a shadow root.
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
  return { ...result, unregister }
}

/** Opens the modal, on a forced view when given one (ids only a test declares included). */
export function openTestModal(modal: Modal, view?: string, data?: unknown): void {
  const request = view === undefined ? {} : { view: view as ViewId, data }
  act(() => modal.store.dispatch(openModal(request)))
}

/** Registers a view component straight into the modal's view registry, as a plugin would. */
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

/** Pushes a view by id, including ids only a test's plugin declares. */
export function pushView(modal: Modal, view: string, data?: unknown): void {
  const entry = data === undefined ? { view: view as ViewId } : { view: view as ViewId, data }
  act(() => modal.store.dispatch(pushed(entry)))
}
