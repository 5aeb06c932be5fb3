import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createModal, type Modal, type PluginEntry } from '../../index'
import { ConnectButton, ModalProvider } from '../../react'
import { inModal, setupServiceServer, TEST_ENDPOINTS, validated } from 'portico/testing'
import { remoteConfigResponseSchema } from '../../core/api/schemas'
import { greetingSchema } from './greeter/api'

const server = setupServiceServer()

const greetingHandler = http.get(
  `${TEST_ENDPOINTS.walletServices}/greeter/v1/greeting`,
  ({ request }) => {
    const name = new URL(request.url).searchParams.get('name') ?? ''
    return validated(greetingSchema, { text: `Hello, ${name}!` })
  },
)

let modal: Modal | undefined

afterEach(async () => {
  await act(async () => modal?.destroy())
  modal = undefined
  document.body.replaceChildren()
})

/** How a host passes a third-party plugin: a lazy entry naming the views it brings. */
function greeterEntry() {
  const load = vi.fn(() => import('./greeter'))
  const entry: PluginEntry = { id: 'greeter', views: ['Greeter'], load }
  return { entry, load }
}

describe('a third-party plugin, through the public API only', () => {
  it('loads lazily on its view, fetches through its endpoint, and counts in its slice', async () => {
    server.use(greetingHandler)
    const { entry, load } = greeterEntry()
    modal = createModal({
      projectId: 'p1',
      networks: ['eip155:1'],
      endpoints: TEST_ENDPOINTS,
      plugins: [entry],
    })
    render(
      <ModalProvider modal={modal}>
        <ConnectButton />
      </ModalProvider>,
    )
    expect(load).not.toHaveBeenCalled()

    await act(async () => modal?.open({ view: 'Greeter', data: { name: 'Ada' } }))

    const dialog = await waitFor(() => inModal().getByRole('dialog', { name: 'Greetings' }))
    expect(await within(dialog).findByText('Hello, Ada!')).toBeDefined()
    expect(within(dialog).getByText('Greeted 0 times')).toBeDefined()
    expect(load).toHaveBeenCalledTimes(1)

    const track = vi.spyOn(modal.runtime.analytics, 'track')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Greet me again' }))
    expect(within(dialog).getByText('Greeted 1 times')).toBeDefined()
    expect(modal.getState().greeter).toEqual({ greetings: 1, lastName: 'Ada' })
    expect(track).toHaveBeenCalledWith('GREETED', { name: 'Ada' })
    expect(await inModal().findByText('Hello again, Ada')).toBeDefined()

    // Its teardown removes its view: the same route now says the screen is unavailable.
    await act(async () => modal?.unloadPlugin('greeter'))
    expect(modal.getState().plugins.byId.greeter).toBeUndefined()
    await act(async () => modal?.router.reset('Connect'))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeDefined()
  })

  it('speaks the modal language in its own namespace', async () => {
    server.use(greetingHandler)
    const { entry } = greeterEntry()
    modal = createModal({
      projectId: 'p1',
      networks: ['eip155:1'],
      endpoints: TEST_ENDPOINTS,
      language: 'de',
      plugins: [entry],
    })
    await act(async () => modal?.open({ view: 'Greeter' }))
    const dialog = await waitFor(() => inModal().getByRole('dialog', { name: 'Grüße' }))
    expect(await within(dialog).findByText('Hello, Fremder!')).toBeDefined()
    expect(within(dialog).getByRole('button', { name: 'Grüß mich noch einmal' })).toBeDefined()
  })

  it('shows its own error text when its service fails, and the modal stays usable', async () => {
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/greeter/v1/greeting`, () =>
        validated(greetingSchema, { text: 'never' }, { status: 404 }),
      ),
    )
    const { entry } = greeterEntry()
    modal = createModal({
      projectId: 'p1',
      networks: ['eip155:1'],
      endpoints: TEST_ENDPOINTS,
      plugins: [entry],
    })
    await act(async () => modal?.open({ view: 'Greeter', data: { name: 'Ada' } }))
    const dialog = await waitFor(() => inModal().getByRole('dialog', { name: 'Greetings' }))
    expect(await within(dialog).findByText('No greeting today.')).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(modal.getState().modal.open).toBe(false)
  })

  it('stays off when the project switches its feature off remotely', async () => {
    server.use(
      http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, () =>
        validated(remoteConfigResponseSchema, { features: [{ id: 'greeter', isEnabled: false }] }),
      ),
    )
    const { entry, load } = greeterEntry()
    modal = createModal({
      projectId: 'p1',
      networks: ['eip155:1'],
      endpoints: TEST_ENDPOINTS,
      plugins: [{ ...entry, feature: 'greeter' }],
    })
    await act(async () => modal?.open({ view: 'Greeter' }))
    await waitFor(() => expect(modal?.getState().features?.status).toBe('loaded'))
    await act(async () => modal?.router.push('Greeter'))
    const dialog = await waitFor(() => inModal().getByRole('dialog'))
    expect(
      await within(dialog).findByText('This screen is not available in this app.'),
    ).toBeDefined()
    expect(load).not.toHaveBeenCalled()
  })
})
