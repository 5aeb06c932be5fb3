import { delay, http, HttpResponse } from 'msw'
import { REMOTE_CONFIG_WAIT_MS, SERVICE_REQUEST_TIMEOUT_MS } from 'portico/plugin'
import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  inModal,
  setupServiceServer,
  TEST_ENDPOINTS,
} from 'portico/testing'

const server = setupServiceServer()

// Time is driven by hand here (fake timers, and vi.waitFor advancing them while it polls), so
// React renders as in a page rather than batching into act() scopes.
beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })
})
afterEach(() => {
  vi.useRealTimers()
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
})

/** A service that never answers. */
const never = async () => {
  await delay('infinite')
  return HttpResponse.json({})
}

test('with the remote config and the history never answering, Activity shows its error and Retry within 30 s', async () => {
  let historyCalls = 0
  server.use(
    http.get(`${TEST_ENDPOINTS.walletServices}/appkit/v1/config`, never),
    http.get(`${TEST_ENDPOINTS.blockchainServices}/v1/account/:address/history`, () => {
      historyCalls += 1
      return never()
    }),
  )
  const modal = createTestModal({ networks: ['eip155:1'] })
  await connectWallet(modal, createFakeWallet())
  // Date moves with the fake clock, so the time to the error state is read from it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const opened = Date.now()

  await modal.open({ view: 'Activity' })
  // The activity plugin waits for the remote config at most REMOTE_CONFIG_WAIT_MS…
  await vi.advanceTimersByTimeAsync(REMOTE_CONFIG_WAIT_MS)
  await vi.waitFor(() => expect(historyCalls).toBe(1))
  // …and for its first page at most the services' time limit.
  await vi.advanceTimersByTimeAsync(SERVICE_REQUEST_TIMEOUT_MS)
  const alert = await vi.waitFor(() => inModal().getByRole('alert'))

  expect(alert.textContent).toContain('Failed to fetch transactions')
  expect(inModal().getByRole('button', { name: 'Retry' })).toBeDefined()
  expect(Date.now() - opened).toBeLessThan(30_000)
})
