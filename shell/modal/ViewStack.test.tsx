import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { definePlugin } from '../../core/plugin/definePlugin'
import type { PluginDefinition } from '../../core/plugin/types'
import type { ViewId } from '../../core/router/views'
import type { Modal } from '../../index'
import { useT } from '../ui/i18n'
import { selectMissingView } from './ViewStack'
import type { ViewProps } from '../ui/view'
import {
  createTestModal,
  openTestModal,
  pushView,
  renderModalApp,
  stubNetwork,
} from 'portico/testing'

// Views only these tests declare; the router's types know the kit's own views only.
const HELLO = 'Hello' as ViewId
const BROKEN = 'Broken' as ViewId

function Hello({ data }: ViewProps) {
  const t = useT('hello')
  return <p>{t('greeting', { name: String(data) })}</p>
}

function Broken(): never {
  throw new Error('this view is broken')
}

const helloPlugin = definePlugin({
  manifest: { id: 'hello', views: [HELLO] },
  views: { [HELLO]: () => Promise.resolve({ default: Hello }) },
  locales: {
    en: { views: { Hello: 'Hello there' }, greeting: 'Hello, {{name}}!' },
    es: { views: { Hello: 'Hola' }, greeting: '¡Hola, {{name}}!' },
  },
})

let modal: Modal | undefined

beforeEach(stubNetwork)

afterEach(async () => {
  await act(async () => modal?.destroy())
  modal = undefined
  vi.restoreAllMocks()
})

/**
 * A plugin whose definition arrives when the test says so. It settles only once the loader
 * has asked for it, as a real chunk would: the loader starts in the background, a moment
 * after the view is opened.
 */
function deferredPlugin(id: string, views: ViewId[]) {
  let settle: ((outcome: { definition?: PluginDefinition; error?: Error }) => void) | undefined
  const requested = new Promise<PluginDefinition>((onResolve, onReject) => {
    settle = ({ definition, error }) =>
      error ? onReject(error) : definition && onResolve(definition)
  })
  let asked = false
  const whenAsked = async () => {
    await vi.waitFor(() => expect(asked).toBe(true), { timeout: 3_000 })
  }
  return {
    entry: {
      manifest: { id, views },
      load: () => {
        asked = true
        return requested
      },
    },
    resolve: async (definition: PluginDefinition) => {
      await whenAsked()
      settle?.({ definition })
    },
    reject: async (error: Error) => {
      await whenAsked()
      settle?.({ error })
    },
  }
}

test('a plugin view shows the skeleton, then renders once the plugin registers it', async () => {
  const plugin = deferredPlugin('hello', [HELLO])
  modal = createTestModal({ plugins: [plugin.entry] })
  await renderModalApp(modal)
  openTestModal(modal)

  pushView(modal, HELLO, 'Ada')

  expect(screen.getByRole('status', { name: 'Loading…' })).toBeDefined()
  // The skeleton stays while the loader works on the plugin.
  await waitFor(() => expect(modal?.getState().plugins.byId.hello?.status).toBe('loading'))
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeDefined()

  await act(async () => plugin.resolve(helloPlugin))

  expect(await screen.findByText('Hello, Ada!')).toBeDefined()
  expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull()
  // The title comes from the plugin's own namespace, and follows the language.
  expect(screen.getByRole('dialog', { name: 'Hello there' })).toBeDefined()
  await act(() => modal?.setLanguage('es'))
  expect(screen.getByRole('dialog', { name: 'Hola' })).toBeDefined()
  expect(screen.getByText('¡Hola, Ada!')).toBeDefined()
})

test('a view nobody provides says so', async () => {
  modal = createTestModal()
  await renderModalApp(modal)
  openTestModal(modal)

  // An id no view of the kit or of a plugin has, so the test outlives the kit's views.
  pushView(modal, 'Nowhere')

  expect(screen.getByText('This screen is not available in this app.')).toBeDefined()
  expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeDefined()
})

test('a plugin that fails to load shows the failed state, and Go back leaves it', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  const plugin = deferredPlugin('hello', [HELLO])
  // WalletConnect on, so the Connect view it goes back to offers All Wallets.
  modal = createTestModal({ plugins: [plugin.entry], enableWalletConnect: true })
  await renderModalApp(modal)
  openTestModal(modal)
  pushView(modal, HELLO)

  await act(async () => plugin.reject(new Error('chunk missing')))

  expect(await screen.findByText('This screen could not be loaded.')).toBeDefined()
  // The loader's alert explains which part failed.
  expect(screen.getByRole('alert')).toBeDefined()
  await user.click(screen.getByRole('button', { name: 'Go back' }))

  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  expect(screen.getByRole('button', { name: /All Wallets/ })).toBeDefined()
})

test('Go back from a failed first view closes the modal', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  const plugin = deferredPlugin('hello', [HELLO])
  modal = createTestModal({ plugins: [plugin.entry] })
  await renderModalApp(modal)
  openTestModal(modal, HELLO)
  await act(async () => plugin.reject(new Error('chunk missing')))

  await user.click(await screen.findByRole('button', { name: 'Go back' }))

  expect(screen.queryByRole('dialog')).toBeNull()
})

test('a view that throws is contained: the modal stays usable', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const user = userEvent.setup()
  modal = createTestModal({
    plugins: [
      definePlugin({
        manifest: { id: 'broken', views: [BROKEN] },
        views: { [BROKEN]: () => Promise.resolve({ default: Broken }) },
      }),
    ],
  })
  await renderModalApp(modal)
  openTestModal(modal)
  pushView(modal, BROKEN)

  expect(await screen.findByText('This screen could not be loaded.')).toBeDefined()
  expect(consoleError).toHaveBeenCalledWith(
    '[portico]',
    'The view "Broken" failed',
    expect.objectContaining({ error: expect.any(Error) }),
  )

  // Trying again renders the view again, which throws again, and is contained again.
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('This screen could not be loaded.')).toBeDefined()

  await user.click(screen.getByRole('button', { name: 'Go back' }))
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
})

// Ids a host or a visitor may hand the router that a plain-object table would find on
// Object.prototype (issue 11, item 1): each is a view nobody provides, nothing more.
const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__']

test.each(PROTOTYPE_KEYS)(
  'a view id named like an Object.prototype member (%s) is just not available',
  async (id) => {
    const user = userEvent.setup()
    // WalletConnect on, so Connect has the All Wallets row to check it still works.
    modal = createTestModal({ enableWalletConnect: true })
    await renderModalApp(modal)
    openTestModal(modal)

    act(() => modal?.router.push(id as ViewId))

    expect(screen.getByText('This screen is not available in this app.')).toBeDefined()
    expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: /All Wallets/ }))
    expect(screen.getByRole('dialog', { name: 'All Wallets' })).toBeDefined()
  },
)

test('open() on an Object.prototype member name shows "not available", and the next open works', async () => {
  const user = userEvent.setup()
  modal = createTestModal()
  await renderModalApp(modal)

  openTestModal(modal, 'toString')

  expect(screen.getByText('This screen is not available in this app.')).toBeDefined()
  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  openTestModal(modal)
  expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
})

test('a plugin with a view named like an Object.prototype member draws it, under the generic title', async () => {
  const CONSTRUCTOR = 'constructor' as ViewId
  modal = createTestModal({
    plugins: [
      definePlugin({
        manifest: { id: 'odd', views: [CONSTRUCTOR] },
        views: { [CONSTRUCTOR]: () => Promise.resolve({ default: () => <p>Built</p> }) },
      }),
    ],
  })
  await renderModalApp(modal)
  openTestModal(modal)

  pushView(modal, CONSTRUCTOR)

  expect(await screen.findByText('Built')).toBeDefined()
  // Its title cannot be looked up by that name: the generic title, never a crash.
  expect(screen.getByRole('dialog', { name: 'Wallet' })).toBeDefined()
})

describe('selectMissingView', () => {
  it('knows no owner for a view id that is an Object.prototype member', () => {
    const state = createTestModal({}, { ui: false }).getState()
    for (const id of PROTOTYPE_KEYS) expect(selectMissingView(state, id)).toBe('unavailable')
  })
})
