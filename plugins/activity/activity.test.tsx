import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal, ModalOptions } from 'portico'
import { defineManifest, definePlugin, type BlockchainServicesApi } from 'portico/plugin'
import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  inModal,
  serviceHandlers,
  setupServiceServer,
} from 'portico/testing'
import { onTestFinished } from 'vitest'
import {
  fungible,
  historyHandler,
  pagedHistory,
  transaction,
  type HistoryCall,
} from './test/history'

const server = setupServiceServer()
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const NETWORKS = ['eip155:1', 'eip155:8453']

// A fixed "now" (Friday 14 November 2025, noon, local time) so the day headings are known.
// Only Date is faked: msw, RTK Query and the modal keep their real timers.
const NOW = new Date(2025, 10, 14, 12, 0)
const at = (month: number, day: number, hour = 12, year = 2025) =>
  new Date(year, month - 1, day, hour)
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

/** A modal as a host makes it: the built-in plugins, activity among them, on two networks. */
const create = (options: Partial<ModalOptions> = {}): Modal =>
  createTestModal({ networks: NETWORKS, ...options })

async function connect(shown: Modal): Promise<void> {
  await connectWallet(shown, createFakeWallet())
  expect(shown.getState().account.byNamespace.eip155?.address).toBe(ADDRESS)
}

/** Opens the Activity view through the public handle, as a host's "Activity" button would. */
async function openActivity(shown: Modal) {
  await act(async () => shown.open({ view: 'Activity' }))
  return within(await waitFor(() => inModal().getByRole('dialog', { name: 'Activity' })))
}

/** The amounts of each row of the list, in order. */
const rowTexts = (scope: { getAllByRole: (role: 'listitem') => HTMLElement[] }) =>
  scope.getAllByRole('listitem').map((row) => row.querySelector('.activity-amounts')?.textContent)

/**
 * A stand-in for the send plugin, which after a send invalidates the cached balances and
 * history through the blockchain-services API its `endpoints` was given: `services(modal)`
 * loads it in that modal and gives that API.
 */
function senderStandIn() {
  let given: BlockchainServicesApi | undefined
  const plugin = definePlugin({
    manifest: defineManifest({ id: 'test-sender' }),
    endpoints: (apis) => apis.blockchainServices,
    setup: (context) => {
      given = context.api
    },
  })
  return {
    plugin,
    async services(shown: Modal): Promise<BlockchainServicesApi> {
      expect(await shown.loadPlugin('test-sender')).toBe('ready')
      if (!given) throw new Error('the stand-in sender was not set up')
      return given
    },
  }
}

/** A stand-in IntersectionObserver (happy-dom has none) whose intersections a test triggers. */
function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>()
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> }
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() }
      observers.add(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.add(target)
    }
    disconnect() {
      observers.delete(this.entry)
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  onTestFinished(() => {
    vi.unstubAllGlobals()
  })
  return {
    /** Scrolls every observed element into view. */
    scrollIntoView() {
      for (const { callback, targets } of [...observers]) {
        const entries = [...targets].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        )
        callback(entries, {} as IntersectionObserver)
      }
    },
    get observing() {
      return [...observers].some(({ targets }) => targets.size > 0)
    },
  }
}

test('the first page, grouped under short relative day headings', async () => {
  const calls: HistoryCall[] = []
  server.use(
    historyHandler(
      pagedHistory([
        [
          transaction({ id: '1', minedAt: at(11, 14, 10), transfers: [fungible('in', '1')] }),
          transaction({ id: '2', minedAt: at(11, 14, 9), transfers: [fungible('in', '2')] }),
          transaction({ id: '3', minedAt: at(11, 13, 18), transfers: [fungible('in', '3')] }),
          transaction({ id: '4', minedAt: at(11, 11), transfers: [fungible('in', '4')] }),
          transaction({ id: '5', minedAt: at(10, 2), transfers: [fungible('in', '5')] }),
          transaction({ id: '6', minedAt: at(3, 5, 12, 2024), transfers: [fungible('in', '6')] }),
          transaction({ id: '7', minedAt: at(3, 20, 12, 2024), transfers: [fungible('in', '7')] }),
        ],
      ]),
      calls,
    ),
  )
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)

  await dialog.findByRole('list', { name: 'Today' })
  const headings = dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
  expect(headings).toEqual(['Today', 'Yesterday', 'Tuesday', 'Oct 2', 'Mar 2024'])
  expect(rowTexts(within(dialog.getByRole('list', { name: 'Today' })))).toEqual([
    '+1 ETH',
    '+2 ETH',
  ])
  // A past year is grouped by month: both March 2024 transactions under one heading.
  expect(rowTexts(within(dialog.getByRole('list', { name: 'Mar 2024' })))).toEqual([
    '+6 ETH',
    '+7 ETH',
  ])
  // The account's address and its network (CAIP-2), first page: no cursor.
  expect(calls).toEqual([{ address: ADDRESS, chainId: 'eip155:1', cursor: null }])
})

test("day headings and times follow the modal's language", async () => {
  server.use(
    historyHandler(
      pagedHistory([
        [
          transaction({ id: '1', minedAt: minutesAgo(5) }),
          transaction({ id: '2', minedAt: at(11, 13) }),
          transaction({ id: '3', minedAt: at(11, 11) }),
          transaction({ id: '4', minedAt: at(10, 2) }),
          transaction({ id: '5', minedAt: at(3, 5, 12, 2024) }),
        ],
      ]),
    ),
  )
  const shown = create({ language: 'de' })
  await connect(shown)
  await act(async () => shown.open({ view: 'Activity' }))
  const dialog = within(await waitFor(() => inModal().getByRole('dialog', { name: 'Aktivität' })))

  await dialog.findByRole('list', { name: 'Heute' })
  expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Heute',
    'Gestern',
    'Dienstag',
    '2. Okt.',
    'März 2024',
  ])
  const today = within(dialog.getByRole('list', { name: 'Heute' })).getByRole('listitem')
  expect(today.querySelector('time')?.textContent).toBe('vor 5 Min.')
  expect(within(today).getByText('Empfangen')).toBeDefined()
  expect(within(today).getByText('Bestätigt')).toBeDefined()
})

test('each row: direction, signed amount with its token icon, status, time, explorer link', async () => {
  server.use(
    historyHandler(
      pagedHistory([
        [
          transaction({
            id: 'a1',
            minedAt: at(11, 14, 11),
            operationType: 'send',
            transfers: [fungible('out', '0.50000', 'ETH')],
          }),
          transaction({
            id: 'a2',
            minedAt: at(11, 14, 10),
            operationType: 'receive',
            chain: 'eip155:8453',
            transfers: [fungible('in', '25', 'USDC')],
          }),
          transaction({
            id: 'a3',
            minedAt: at(11, 14, 9),
            operationType: 'send',
            status: 'failed',
            transfers: [fungible('self', '1', 'ETH')],
          }),
          // A network the host did not configure: no explorer to link to.
          transaction({ id: 'a4', minedAt: at(11, 14, 8), chain: 'eip155:31337' }),
        ],
      ]),
    ),
  )
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)
  await dialog.findByRole('list', { name: 'Today' })
  const [sent, received, self, local] = dialog.getAllByRole('listitem').map((row) => within(row))
  if (!sent || !received || !self || !local) throw new Error('four rows expected')

  expect(sent.getByText('Sent')).toBeDefined()
  expect(sent.getByText('-0.5 ETH')).toBeDefined()
  expect(sent.getByText('Confirmed')).toBeDefined()
  expect(sent.getByText('1 hr. ago')).toBeDefined()
  expect(sent.getByRole('img', { name: 'Ether' }).getAttribute('src')).toBe(
    'https://tokens.example/eth.png',
  )
  const etherscan = sent.getByRole('link', { name: 'View on Etherscan' })
  expect(etherscan.getAttribute('href')).toBe(`https://etherscan.io/tx/0x${'a1'.padStart(64, '0')}`)
  expect(etherscan.getAttribute('target')).toBe('_blank')
  expect(etherscan.getAttribute('rel')).toBe('noopener noreferrer')

  expect(received.getByText('Received')).toBeDefined()
  expect(received.getByText('+25 USDC')).toBeDefined()
  expect(received.getByRole('img', { name: 'USDC Token' })).toBeDefined()
  // The explorer of the transaction's own network.
  expect(received.getByRole('link', { name: 'View on Basescan' }).getAttribute('href')).toBe(
    `https://basescan.org/tx/0x${'a2'.padStart(64, '0')}`,
  )

  expect(self.getByText('Sent to yourself')).toBeDefined()
  expect(self.getByText('1 ETH')).toBeDefined()
  expect(self.getByText('Failed')).toBeDefined()

  expect(local.getByText('Received')).toBeDefined()
  expect(local.queryByRole('link')).toBeNull()
})

test('"Load more" fetches the next page by its cursor and appends it, until the last', async () => {
  const calls: HistoryCall[] = []
  server.use(
    historyHandler(
      pagedHistory([
        [transaction({ id: '1', minedAt: at(11, 14, 10), transfers: [fungible('in', '1')] })],
        [transaction({ id: '2', minedAt: at(11, 13), transfers: [fungible('in', '2')] })],
        [transaction({ id: '3', minedAt: at(11, 12), transfers: [fungible('in', '3')] })],
      ]),
      calls,
    ),
  )
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)
  await dialog.findByRole('list', { name: 'Today' })
  expect(rowTexts(dialog)).toEqual(['+1 ETH'])

  // By keyboard: the button is the way on where nothing watches the scrolling.
  dialog.getByRole('button', { name: 'Load more' }).focus()
  await userEvent.keyboard('{Enter}')
  await waitFor(() => expect(rowTexts(dialog)).toEqual(['+1 ETH', '+2 ETH']))
  await userEvent.click(dialog.getByRole('button', { name: 'Load more' }))
  await waitFor(() => expect(rowTexts(dialog)).toEqual(['+1 ETH', '+2 ETH', '+3 ETH']))

  expect(dialog.queryByRole('button', { name: 'Load more' })).toBeNull()
  expect(calls.map((call) => call.cursor)).toEqual([null, '1', '2'])
})

test('scrolling near the end loads the next page', async () => {
  const io = stubIntersectionObserver()
  const calls: HistoryCall[] = []
  server.use(
    historyHandler(
      pagedHistory([
        [transaction({ id: '1', minedAt: at(11, 14, 10), transfers: [fungible('in', '1')] })],
        [transaction({ id: '2', minedAt: at(11, 13), transfers: [fungible('in', '2')] })],
      ]),
      calls,
    ),
  )
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)
  await dialog.findByRole('list', { name: 'Today' })
  await waitFor(() => expect(io.observing).toBe(true))

  act(() => io.scrollIntoView())

  await waitFor(() => expect(rowTexts(dialog)).toEqual(['+1 ETH', '+2 ETH']))
  expect(calls.map((call) => call.cursor)).toEqual([null, '1'])
  // The last page: nothing left to watch for.
  await waitFor(() => expect(io.observing).toBe(false))
})

test('a long history is drawn in windows: rows in view, their places, and Load more', async () => {
  // 3,000 transactions of one day, in two pages.
  const day = (from: number) =>
    Array.from({ length: 1_500 }, (_, index) =>
      transaction({
        id: String(from + index),
        minedAt: new Date(NOW.getTime() - (from + index) * 1_000),
      }),
    )
  server.use(historyHandler(pagedHistory([day(0), day(1_500)])))
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)
  const today = await dialog.findByRole('list', { name: 'Today' })

  const rows = within(today).getAllByRole('listitem')
  expect(rows.length).toBeGreaterThan(0)
  expect(rows.length).toBeLessThan(60)
  expect(rows[0]?.getAttribute('aria-posinset')).toBe('1')
  expect(rows[0]?.getAttribute('aria-setsize')).toBe('1500')

  // The way on is still there after the rows not drawn, for the keyboard.
  await userEvent.click(dialog.getByRole('button', { name: 'Load more' }))
  await waitFor(() =>
    expect(within(today).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('3000'),
  )
  expect(within(today).getAllByRole('listitem').length).toBeLessThan(60)
})

test("the first page failing: 'Failed to fetch transactions', and Retry fetches it again", async () => {
  let failing = true
  server.use(
    historyHandler((call) =>
      // 404 is not retried by the base query, so the failure shows at once.
      failing ? 404 : pagedHistory([[transaction({ id: '1', minedAt: at(11, 14, 10) })]])(call),
    ),
  )
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)

  const alert = await dialog.findByRole('alert')
  expect(within(alert).getByText('Failed to fetch transactions')).toBeDefined()
  expect(dialog.queryByRole('listitem')).toBeNull()

  failing = false
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await dialog.findByRole('list', { name: 'Today' })).toBeDefined()
  expect(dialog.queryByText('Failed to fetch transactions')).toBeNull()
})

test('a later page failing keeps the rows shown, and Retry loads that page', async () => {
  let secondFails = true
  const pages = pagedHistory([
    [transaction({ id: '1', minedAt: at(11, 14, 10), transfers: [fungible('in', '1')] })],
    [transaction({ id: '2', minedAt: at(11, 13), transfers: [fungible('in', '2')] })],
  ])
  const calls: HistoryCall[] = []
  server.use(
    historyHandler((call) => (call.cursor === '1' && secondFails ? 404 : pages(call)), calls),
  )
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)
  await dialog.findByRole('list', { name: 'Today' })

  await userEvent.click(dialog.getByRole('button', { name: 'Load more' }))
  const alert = await dialog.findByRole('alert')
  expect(within(alert).getByText('Failed to fetch transactions')).toBeDefined()
  expect(rowTexts(dialog)).toEqual(['+1 ETH'])

  secondFails = false
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(rowTexts(dialog)).toEqual(['+1 ETH', '+2 ETH']))
  expect(dialog.queryByRole('alert')).toBeNull()
  // The retry asked for the failed page, not the first one again.
  expect(calls.map((call) => call.cursor)).toEqual([null, '1', '1'])
})

test('a History invalidation (after a send) refreshes the list from the first page', async () => {
  let latest = [transaction({ id: '1', minedAt: at(11, 14, 10), transfers: [fungible('in', '1')] })]
  const older = [transaction({ id: '2', minedAt: at(11, 13), transfers: [fungible('in', '2')] })]
  const calls: HistoryCall[] = []
  server.use(historyHandler((call) => pagedHistory([latest, older])(call), calls))
  const sender = senderStandIn()
  const shown = createTestModal({ networks: NETWORKS }, { plugins: [sender.plugin] })
  await connect(shown)
  const dialog = await openActivity(shown)
  await dialog.findByRole('list', { name: 'Today' })
  await userEvent.click(dialog.getByRole('button', { name: 'Load more' }))
  await waitFor(() => expect(rowTexts(dialog)).toEqual(['+1 ETH', '+2 ETH']))

  // The send plugin's doing after a successful send: the new transaction is on the first page.
  latest = [
    transaction({
      id: '9',
      minedAt: minutesAgo(1),
      operationType: 'send',
      transfers: [fungible('out', '0.25')],
    }),
    ...latest,
  ]
  const services = await sender.services(shown)
  act(() => {
    shown.store.dispatch(services.util.invalidateTags(['Balance', 'History']))
  })

  // The first page alone, afresh; the older page again only when asked for.
  await waitFor(() => expect(rowTexts(dialog)).toEqual(['-0.25 ETH', '+1 ETH']))
  expect(calls.map((call) => call.cursor)).toEqual([null, '1', null])
  expect(dialog.getByRole('button', { name: 'Load more' })).toBeDefined()
})

test('no history yet: says so', async () => {
  server.use(historyHandler(() => ({ data: [], next: null })))
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)

  expect(await dialog.findByText('No activity yet')).toBeDefined()
  expect(dialog.queryByRole('button', { name: 'Load more' })).toBeNull()
})

test('not connected: says so, asks nothing of the service, and leads to Connect', async () => {
  const calls: HistoryCall[] = []
  server.use(historyHandler(() => ({ data: [], next: null }), calls))
  const shown = create()
  const dialog = await openActivity(shown)

  expect(await dialog.findByText('Connect a wallet to see its activity.')).toBeDefined()
  await userEvent.click(dialog.getByRole('button', { name: 'Connect a wallet' }))
  expect(shown.router.current().view).toBe('Connect')
  expect(calls).toEqual([])
})

test("the Account view's Activity tab loads the plugin when first chosen", async () => {
  server.use(
    historyHandler(
      pagedHistory([
        [transaction({ id: '1', minedAt: at(11, 14, 10), transfers: [fungible('in', '1')] })],
      ]),
    ),
  )
  const shown = create()
  await connect(shown)
  await act(async () => shown.open())
  const account = within(await waitFor(() => inModal().getByRole('dialog', { name: 'Account' })))
  const tabs = within(account.getByRole('tablist', { name: 'Account' }))

  const tab = await tabs.findByRole('tab', { name: 'Activity' })
  expect(shown.getState().plugins.byId.activity).toBeUndefined()

  await userEvent.click(tab)
  const panel = within(await account.findByRole('tabpanel', { name: 'Activity' }))
  expect(await panel.findByRole('list', { name: 'Today' })).toBeDefined()
  expect(rowTexts(panel)).toEqual(['+1 ETH'])
  expect(shown.getState().plugins.byId.activity?.status).toBe('ready')
})

test('the project switching activity off: no Activity tab, the plugin never loads', async () => {
  const calls: HistoryCall[] = []
  server.use(
    serviceHandlers.config([{ id: 'activity', isEnabled: false }]),
    historyHandler(() => ({ data: [], next: null }), calls),
  )
  const shown = create()
  await connect(shown)
  await act(async () => shown.open())
  const account = within(await waitFor(() => inModal().getByRole('dialog', { name: 'Account' })))
  await waitFor(() => expect(shown.getState().features?.status).toBe('loaded'))

  const tabs = within(account.getByRole('tablist', { name: 'Account' }))
  expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens'])
  expect(shown.getState().plugins.byId.activity).toBeUndefined()
  expect(calls).toEqual([])
})

test('a transaction that moved many items shows the first and counts the rest', async () => {
  const nft = (index: number) => ({
    nft_info: { name: `Critter #${index}`, content: null },
    direction: 'in' as const,
    quantity: { numeric: '1' },
  })
  server.use(
    historyHandler(
      pagedHistory([
        [
          transaction({
            id: 'mint',
            minedAt: at(11, 14, 10),
            transfers: Array.from({ length: 15 }, (_, index) => nft(index + 1)),
          }),
        ],
      ]),
    ),
  )
  const shown = create()
  await connect(shown)
  const dialog = await openActivity(shown)
  await dialog.findByRole('list', { name: 'Today' })
  expect(rowTexts(dialog)).toEqual(['+1 Critter #1+1 Critter #213 more'])
})
