import { render, screen, within } from '@testing-library/react'
import { definePlugin } from '../../core/plugin/definePlugin'
import type { PluginContext } from '../../core/plugin/types'
import type { ViewId } from '../../core/router/views'
import {
  createTestModal,
  openTestModal,
  registerTestView,
  renderModalApp,
  stubNetwork,
} from 'portico/testing'
import { ModalContext } from '../react/context'
import { PluginScope, usePluginApi, usePluginContext, usePortico } from './pluginScope'

// A view only these tests declare; the router's types know the kit's own views only.
const WHOAMI = 'Whoami' as ViewId

beforeEach(stubNetwork)

/** What the plugin's view and its setup saw, per render and per modal. */
const seen: Array<{ context: PluginContext; api: unknown; sameModal: boolean }> = []
const setups: PluginContext[] = []

function Whoami() {
  const context = usePluginContext()
  const api = usePluginApi()
  const portico = usePortico()
  seen.push({ context, api, sameModal: portico.getState() === context.getState() })
  return <p>{`${context.id}: ${context.t('hello')}`}</p>
}

const whoami = definePlugin({
  manifest: { id: 'whoami', views: [WHOAMI] },
  views: { [WHOAMI]: () => Promise.resolve({ default: Whoami }) },
  locales: { en: { hello: 'Hi there' } },
  endpoints: (apis) => apis.walletServices,
  setup: (context) => void setups.push(context),
})

afterEach(() => {
  seen.length = 0
  setups.length = 0
})

test("a plugin's view gets its own plugin context: the one its setup got, api and t included", async () => {
  const modal = createTestModal({}, { ui: false, plugins: [whoami] })
  await renderModalApp(modal)
  openTestModal(modal, WHOAMI)

  expect(await screen.findByText('whoami: Hi there')).toBeDefined()
  const [last] = seen.slice(-1)
  expect(setups).toHaveLength(1)
  expect(last?.context).toBe(setups[0])
  expect(last?.api).toBe(last?.context.api)
  expect(last?.api).toBeDefined()
  expect(last?.sameModal).toBe(true)
})

test('two modals on a page: each view gets the context of its own modal', async () => {
  const first = createTestModal({}, { ui: false, plugins: [whoami] })
  const second = createTestModal({}, { ui: false, plugins: [whoami] })
  const a = await renderModalApp(first)
  const b = await renderModalApp(second)
  openTestModal(first, WHOAMI)
  openTestModal(second, WHOAMI)

  expect(await within(a.container).findByText('whoami: Hi there')).toBeDefined()
  expect(await within(b.container).findByText('whoami: Hi there')).toBeDefined()
  const inFirst = seen.find((entry) => entry.context.getState() === first.getState())
  const inSecond = seen.find((entry) => entry.context.getState() === second.getState())
  expect(inFirst).toBeDefined()
  expect(inSecond).toBeDefined()
  expect(inFirst?.context).not.toBe(inSecond?.context)
  expect(setups).toContain(inFirst?.context)
  expect(setups).toContain(inSecond?.context)
  expect(seen.every((entry) => entry.sameModal)).toBe(true)
})

test("outside a plugin's views, or for a plugin not set up, usePluginContext() says so", async () => {
  const modal = createTestModal({}, { ui: false })
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  function Reader() {
    return <p>{usePluginContext().id}</p>
  }
  expect(() =>
    render(
      <ModalContext.Provider value={modal}>
        <Reader />
      </ModalContext.Provider>,
    ),
  ).toThrow("usePluginContext() works inside a plugin's own views only")
  expect(() =>
    render(
      <ModalContext.Provider value={modal}>
        <PluginScope owner="nobody">
          <Reader />
        </PluginScope>
      </ModalContext.Provider>,
    ),
  ).toThrow('The plugin "nobody" is not set up in this modal')
  quiet.mockRestore()
})

test('a view registered by someone other than a plugin is scoped to that owner', async () => {
  const modal = createTestModal({}, { ui: false })
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  await renderModalApp(modal)
  registerTestView(modal, 'Scoped', () => <p>{usePluginContext().id}</p>, 'test')
  openTestModal(modal, 'Scoped')
  // The scope names the registering owner, which is no plugin: the view's boundary catches it.
  expect(await screen.findByText('This screen could not be loaded.')).toBeDefined()
  quiet.mockRestore()
})
