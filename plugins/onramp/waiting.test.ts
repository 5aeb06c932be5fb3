import { act } from '@testing-library/react'
import type { PorticoModal } from 'portico'
import { connectWallet, setupServiceServer } from 'portico/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openCheckout } from './checkout'
import { resolveBuyChoices } from './choices'
import {
  ONRAMP_ARRIVAL_POLL_MS,
  ONRAMP_ARRIVAL_WAIT_MS,
  ONRAMP_HISTORY_PROVIDER,
} from './constants'
import { initialBuyForm, waitResumed, waitStopped } from './slice'
import {
  CHECKOUT_URL,
  TEST_OPTIONS,
  USDC_ON_BASE,
  failure,
  newCalls,
  onrampHandlers,
  purchaseTransaction,
  quoteFor,
  type OnrampScript,
} from './test/handlers'
import { buyerWallet, fakeTab, onrampApi, onrampModal, onrampState } from './test/fixtures'

const server = setupServiceServer()

afterEach(() => {
  vi.useRealTimers()
})

const ON_BASE = { chainId: 8453, name: 'Base', nativeSymbol: 'ETH', nativeName: 'Ether' }
const choices = resolveBuyChoices(TEST_OPTIONS, { ...initialBuyForm, amount: '25' }, ON_BASE)
const quote = quoteFor({
  purchaseCurrency: 'usdc',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  amount: '25',
  network: 'base',
})

/** A connected modal on Base, Buy open, the onramp service answering per `script`. */
async function buying(script: OnrampScript = {}) {
  const calls = newCalls()
  server.use(...onrampHandlers(script, calls))
  const modal = onrampModal()
  const wallet = buyerWallet()
  await connectWallet(modal, wallet)
  await act(() => modal.open({ view: 'Buy' }))
  // Set up once its strings (a chunk of their own) have arrived.
  await act(() => modal.loadPlugin('onramp'))
  const address = modal.getState().account.byNamespace.eip155?.address ?? ''
  return { modal, calls, address }
}

/** Continue, as the Buy view does it, with a tab opened during the click. */
async function continueToCheckout(modal: PorticoModal) {
  const { tab, window } = fakeTab()
  await act(() => modal.store.dispatch(openCheckout(onrampApi(modal), choices, quote, window)))
  return tab
}

/** Lets one poll interval pass and its history request be answered. */
async function nextPoll(calls: ReturnType<typeof newCalls>) {
  const before = calls.history.length
  await vi.advanceTimersByTimeAsync(ONRAMP_ARRIVAL_POLL_MS)
  await vi.waitFor(() => expect(calls.history.length).toBe(before + 1))
  await vi.advanceTimersByTimeAsync(0)
}

describe('opening the checkout', () => {
  it('sends the tab to the generated URL and waits on BuyWaiting, the purchases known so far read', async () => {
    const { modal, calls, address } = await buying({
      history: () => ({ data: [purchaseTransaction('old', address, '10')], next: null }),
    })
    const tab = await continueToCheckout(modal)
    expect(tab.location.href).toBe(CHECKOUT_URL)
    expect(tab.close).not.toHaveBeenCalled()
    expect(modal.router.current().view).toBe('BuyWaiting')
    expect(calls.urls).toHaveLength(1)
    await vi.waitFor(() => expect(onrampState(modal).purchase?.known).toEqual(['old']))
    expect(onrampState(modal).purchase).toMatchObject({
      status: 'waiting',
      chainId: 'eip155:8453',
      symbol: 'USDC',
      cryptoAmount: '25.00',
      fiatTotal: '25.38',
      tokenId: `eip155:8453:${USDC_ON_BASE}`,
    })
    const [history] = calls.history
    expect(history?.get('onramp')).toBe(ONRAMP_HISTORY_PROVIDER)
    expect(history?.get('chainId')).toBe('eip155:8453')
  })

  it('closes the tab and says so when the generator fails, and stays on Buy', async () => {
    const { modal } = await buying({ url: () => failure(500) })
    const tab = await continueToCheckout(modal)
    expect(tab.close).toHaveBeenCalled()
    expect(onrampState(modal)).toMatchObject({ opening: false, openError: 'urlFailed' })
    expect(onrampState(modal).purchase).toBeUndefined()
    expect(modal.router.current().view).toBe('Buy')
  })

  it('refuses a URL that is not a web page (javascript:) and a malformed answer', async () => {
    for (const url of [() => ({ url: 'javascript:alert(1)' }), () => ({ url: '' })]) {
      const { modal } = await buying({ url })
      const tab = await continueToCheckout(modal)
      expect(tab.close).toHaveBeenCalled()
      expect(tab.location.href).toBe('')
      expect(onrampState(modal).openError).toBe('urlFailed')
    }
  })
  it('drops the checkout when the modal closes while its URL is on its way', async () => {
    let answer: (value: { url: string }) => void = () => undefined
    const { modal, calls } = await buying({
      url: () => new Promise<{ url: string }>((resolve) => (answer = resolve)),
    })
    const { tab, window } = fakeTab()
    const opening = modal.store.dispatch(openCheckout(onrampApi(modal), choices, quote, window))
    await vi.waitFor(() => expect(calls.urls).toHaveLength(1))
    expect(onrampState(modal).opening).toBe(true)
    await act(() => modal.close())
    answer({ url: CHECKOUT_URL })
    await act(() => opening)
    expect(tab.close).toHaveBeenCalled()
    expect(tab.location.href).toBe('')
    expect(onrampState(modal)).toMatchObject({ opening: false, purchase: undefined })
  })
})

describe('waiting for the purchase', () => {
  it('asks the history every 4 s and shows the new purchase once it arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let listed: ReturnType<typeof purchaseTransaction>[] = []
    const { modal, calls, address } = await buying({
      history: () => ({ data: listed, next: null }),
    })
    listed = [purchaseTransaction('old', address, '10')]
    await continueToCheckout(modal)
    await vi.waitFor(() => expect(onrampState(modal).purchase?.known).toEqual(['old']))

    await nextPoll(calls)
    expect(onrampState(modal).purchase?.status).toBe('waiting')
    listed = [purchaseTransaction('new', address, '25'), ...listed]
    await nextPoll(calls)
    expect(onrampState(modal).purchase).toMatchObject({
      status: 'arrived',
      arrivedAmount: '25',
      txHash: `0x${'new'.padStart(64, '0')}`,
    })
    // Over: no further poll.
    const asked = calls.history.length
    await vi.advanceTimersByTimeAsync(ONRAMP_ARRIVAL_POLL_MS * 3)
    expect(calls.history).toHaveLength(asked)
  })

  it('goes on through a failed history read, and gives up after 10 minutes: Keep waiting starts anew', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let fail = false
    const { modal, calls } = await buying({
      history: () => (fail ? failure(503) : { data: [], next: null }),
    })
    await continueToCheckout(modal)
    fail = true
    await nextPoll(calls)
    // The services' retries of the failed read, then the next poll's read.
    fail = false
    await vi.advanceTimersByTimeAsync(ONRAMP_ARRIVAL_POLL_MS * 2)
    expect(onrampState(modal).purchase?.status).toBe('waiting')

    await vi.advanceTimersByTimeAsync(ONRAMP_ARRIVAL_WAIT_MS)
    await vi.waitFor(() => expect(onrampState(modal).purchase?.status).toBe('timedOut'))
    const asked = calls.history.length
    // One read per 4 s of the 10 minutes, give or take the first ones.
    expect(asked).toBeGreaterThanOrEqual(ONRAMP_ARRIVAL_WAIT_MS / ONRAMP_ARRIVAL_POLL_MS - 2)
    expect(asked).toBeLessThanOrEqual(ONRAMP_ARRIVAL_WAIT_MS / ONRAMP_ARRIVAL_POLL_MS + 6)
    await vi.advanceTimersByTimeAsync(ONRAMP_ARRIVAL_POLL_MS * 3)
    expect(calls.history).toHaveLength(asked)

    modal.store.dispatch(waitResumed({ now: Date.now() }))
    expect(onrampState(modal).purchase?.status).toBe('waiting')
    await nextPoll(calls)
    expect(onrampState(modal).purchase?.status).toBe('waiting')
  }, 30_000)

  it('stops asking when the visitor stops waiting, or closes the modal', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { modal, calls } = await buying()
    await continueToCheckout(modal)
    await nextPoll(calls)
    modal.store.dispatch(waitStopped())
    const asked = calls.history.length
    await vi.advanceTimersByTimeAsync(ONRAMP_ARRIVAL_POLL_MS * 3)
    expect(calls.history).toHaveLength(asked)
    expect(onrampState(modal).purchase?.status).toBe('stopped')

    await continueToCheckout(modal)
    await nextPoll(calls)
    await act(() => modal.close())
    expect(onrampState(modal).purchase?.status).toBe('stopped')
    const after = calls.history.length
    await vi.advanceTimersByTimeAsync(ONRAMP_ARRIVAL_POLL_MS * 3)
    expect(calls.history).toHaveLength(after)
  })
})
