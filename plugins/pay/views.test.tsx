import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PorticoModal } from 'portico'
import { PorticoError, disconnectWallet } from 'portico/plugin'
import {
  announceWallet,
  connectWallet,
  FakeProvider,
  renderModalApp,
  setupServiceServer,
} from 'portico/testing'
import { TEST_EXCHANGES, exchangeRpc, type ExchangeScript } from './test/exchangeHandlers'
import {
  ETH_ON_BASE,
  TEST_TX_HASH,
  currentView,
  payModal,
  payerWallet,
  payState,
} from './test/fixtures'
import type { PaymentConfigInput } from './types'

const server = setupServiceServer()

const PAY_URL = 'http://127.0.0.1:4999/checkout/s1'

const listExchanges: ExchangeScript['getExchanges'] = () => ({
  result: { exchanges: TEST_EXCHANGES, total: TEST_EXCHANGES.length },
})

/** A wallet on Base that sends whatever it is asked to, once `confirm` is called. */
function heldWallet() {
  let confirm: () => void = () => undefined
  const provider = new FakeProvider({ chainId: 8453, knownChainIds: [1, 8453] }).respond(
    'eth_sendTransaction',
    () => new Promise((resolve) => (confirm = () => resolve(TEST_TX_HASH))),
  )
  return { provider, confirm: () => confirm() }
}

/** The modal on screen, with a payment asked for the way a host asks. */
async function showPayment(modal: PorticoModal, config: PaymentConfigInput = ETH_ON_BASE) {
  await renderModalApp(modal, { reactStrictMode: true })
  const ended = modal.pay(config).catch((error: unknown) => error)
  const dialog = within(await screen.findByRole('dialog', { name: 'Pay' }))
  // The view is a chunk of its own: the skeleton shows until it has loaded.
  await dialog.findByText(/^on /)
  return { dialog, ended }
}

/** The exchange options, once listed. */
const exchangeOptions = async () =>
  within(await screen.findByRole('list', { name: 'Or pay from an exchange account' })).getAllByRole(
    'button',
  )

describe('the Pay view (SPEC §2)', () => {
  it('shows the amount, symbol and network, and one option per exchange, two at most', async () => {
    server.use(exchangeRpc({ getExchanges: listExchanges }))
    const { dialog } = await showPayment(payModal())

    expect(await dialog.findByRole('heading', { name: '0.0100 ETH' })).toBeDefined()
    expect(dialog.getByText('on Base')).toBeDefined()
    const options = await exchangeOptions()
    expect(options.map((option) => option.querySelector('.list-item-title')?.textContent)).toEqual([
      'Binance',
      'Coinbase',
    ])
    expect(options[0]?.textContent).toContain('Log in to Binance and pay there')
  })

  it('shows 0.0000 Unknown Asset when no payment was asked for', async () => {
    const modal = payModal()
    await renderModalApp(modal)
    await act(() => modal.open({ view: 'Pay' }))

    const dialog = within(await screen.findByRole('dialog', { name: 'Pay' }))
    expect(await dialog.findByRole('heading', { name: '0.0000 Unknown Asset' })).toBeDefined()
    expect(dialog.getByText('on Unknown network')).toBeDefined()
    expect(dialog.getByText('There is no payment to make here yet.')).toBeDefined()
    expect(dialog.queryByRole('button', { name: /Pay from/ })).toBeNull()
  })

  it('a spinner while the exchanges load, then No exchanges available when there are none', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      exchangeRpc({
        getExchanges: async () => {
          await answered
          return { result: { exchanges: [], total: 0 } }
        },
      }),
    )
    const { dialog } = await showPayment(payModal())

    expect(dialog.getByRole('status', { name: 'Loading exchanges…' })).toBeDefined()
    act(() => answer())
    expect(await dialog.findByText('No exchanges available')).toBeDefined()
    expect(dialog.queryByRole('status', { name: 'Loading exchanges…' })).toBeNull()
  })

  it("offers paying from the wallet only on one of the host's networks", async () => {
    server.use(exchangeRpc({ getExchanges: listExchanges }))
    const { dialog } = await showPayment(payModal(), {
      ...ETH_ON_BASE,
      paymentAsset: { ...ETH_ON_BASE.paymentAsset, network: 'eip155:84532' },
    })

    expect(await exchangeOptions()).toHaveLength(2)
    expect(dialog.getByText('on Base Sepolia')).toBeDefined()
    expect(dialog.queryByRole('button', { name: /Pay from/ })).toBeNull()
  })
})

describe('paying from the wallet, in the view', () => {
  it("is labelled with the connected wallet's name, and disconnect is offered", async () => {
    server.use(exchangeRpc({ getExchanges: listExchanges }))
    const modal = payModal()
    await connectWallet(modal, payerWallet())
    const { dialog } = await showPayment(modal)

    expect(dialog.getByRole('button', { name: /^Pay from Demo Wallet/ })).toBeDefined()
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }))

    expect(await dialog.findByRole('button', { name: /^Pay from a wallet/ })).toBeDefined()
    expect(dialog.queryByRole('button', { name: 'Disconnect' })).toBeNull()
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('disconnected')
  })

  it('not connected: Connect opens, and once connected the visitor is back on Pay', async () => {
    server.use(exchangeRpc({ getExchanges: listExchanges }))
    const modal = payModal()
    const wallet = heldWallet()
    await connectWallet(modal, wallet.provider)
    await act(async () => {
      await modal.store.dispatch(disconnectWallet())
    })
    const { dialog } = await showPayment(modal)

    await userEvent.click(dialog.getByRole('button', { name: /^Pay from a wallet/ }))
    const connect = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
    await userEvent.click(await connect.findByRole('button', { name: /Demo Wallet/ }))

    const back = within(await screen.findByRole('dialog', { name: 'Pay' }))
    expect(await back.findByRole('button', { name: /^Pay from Demo Wallet/ })).toBeDefined()
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().router.history).toEqual([{ view: 'Pay' }])
  })

  it('connected on a network the host lacks: Switch Network shows over Pay, then Pay again', async () => {
    server.use(exchangeRpc({ getExchanges: listExchanges }))
    const modal = payModal()
    const provider = new FakeProvider({ chainId: 137, knownChainIds: [1, 137, 8453] })
    announceWallet(provider)
    const { dialog } = await showPayment(modal)

    await userEvent.click(dialog.getByRole('button', { name: /^Pay from a wallet/ }))
    const connect = within(await screen.findByRole('dialog', { name: 'Connect Wallet' }))
    await userEvent.click(await connect.findByRole('button', { name: /Demo Wallet/ }))
    const unsupported = within(await screen.findByRole('dialog', { name: 'Switch Network' }))
    expect(modal.getState().router.history).toEqual([{ view: 'Pay' }, { view: 'UnsupportedChain' }])
    await userEvent.click(unsupported.getByRole('button', { name: /Base/ }))

    const back = within(await screen.findByRole('dialog', { name: 'Pay' }))
    expect(await back.findByRole('button', { name: /^Pay from Demo Wallet/ })).toBeDefined()
    expect(modal.getState().modal.open).toBe(true)
  })

  it('PayLoading: awaiting confirmation, then completed', async () => {
    server.use(exchangeRpc({ getExchanges: listExchanges }))
    const modal = payModal()
    const wallet = heldWallet()
    await connectWallet(modal, wallet.provider)
    const { dialog, ended } = await showPayment(modal)

    await userEvent.click(dialog.getByRole('button', { name: /^Pay from Demo Wallet/ }))
    const loading = within(await screen.findByRole('dialog', { name: 'Payment' }))
    const heading = await loading.findByRole('heading', { name: 'Awaiting payment confirmation' })
    // One live region says what happens, title and text together.
    expect(heading.closest('[role="status"]')?.textContent).toContain(
      'Please confirm the payment transaction in your wallet.',
    )

    await waitFor(() => expect(wallet.provider.paramsOf('eth_sendTransaction')).toHaveLength(1))
    act(() => wallet.confirm())
    expect(await loading.findByRole('heading', { name: 'Payment completed' })).toBeDefined()
    expect(loading.getByText('Your transaction has been successfully processed.')).toBeDefined()
    await expect(ended).resolves.toEqual({
      status: 'SUCCESS',
      type: 'wallet',
      txHash: TEST_TX_HASH,
    })
  })

  it('PayLoading: failed, with the translated toast', async () => {
    server.use(exchangeRpc({ getExchanges: listExchanges }))
    const modal = payModal()
    await connectWallet(
      modal,
      new FakeProvider({ chainId: 8453 }).fail('eth_sendTransaction', 4001, 'User denied'),
    )
    const { dialog } = await showPayment(modal)

    await userEvent.click(dialog.getByRole('button', { name: /^Pay from Demo Wallet/ }))
    const loading = within(await screen.findByRole('dialog', { name: 'Payment' }))
    expect(await loading.findByRole('heading', { name: 'Payment failed' })).toBeDefined()
    expect(loading.getByText('There was an error processing your transaction.')).toBeDefined()
    expect(await screen.findByText('The payment did not go through.')).toBeDefined()
  })

  it('PayLoading: a wallet window closed mid-payment says so, not the generic failure', async () => {
    server.use(exchangeRpc({ getExchanges: listExchanges }))
    const modal = payModal()
    // The e-mail wallet's provider rejects what waited in its window with this error.
    const windowClosed = new PorticoError('FRAME_WINDOW_CLOSED', 'The wallet window was closed')
    await connectWallet(
      modal,
      new FakeProvider({ chainId: 8453 }).respond('eth_sendTransaction', () => {
        throw windowClosed
      }),
    )
    const { dialog, ended } = await showPayment(modal)

    await userEvent.click(dialog.getByRole('button', { name: /^Pay from Demo Wallet/ }))
    const loading = within(await screen.findByRole('dialog', { name: 'Payment' }))
    const heading = await loading.findByRole('heading', { name: 'Payment failed' })
    const status = heading.closest('[role="status"]')
    expect(status?.textContent).toContain(
      'The wallet window was closed, so the payment was cancelled. Start it again to pay.',
    )
    expect(status?.textContent).not.toContain('There was an error processing your transaction.')
    // The host still gets the payment's code, with the window's error underneath.
    await expect(ended).resolves.toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      details: { cause: 'FRAME_WINDOW_CLOSED' },
      cause: windowClosed,
    })
  })
})

describe('paying through an exchange, in the view', () => {
  it('every option waits while one loads; then PayLoading says the payment was initiated', async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      exchangeRpc({
        getExchanges: listExchanges,
        getPayUrl: async () => {
          await answered
          return { result: { url: PAY_URL, sessionId: 's1' } }
        },
      }),
    )
    const tab = { location: { href: '' }, closed: false, opener: {}, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    onTestFinished(() => open.mockRestore())
    const modal = payModal()
    await showPayment(modal)

    const [binance, coinbase] = await exchangeOptions()
    await userEvent.click(binance as HTMLElement)

    // The tab opened during the click, before the pay URL came.
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(tab.opener).toBeNull()
    await waitFor(() => expect(binance?.hasAttribute('disabled')).toBe(true))
    expect(coinbase?.hasAttribute('disabled')).toBe(true)
    expect(binance?.getAttribute('aria-busy')).toBe('true')
    expect(binance?.textContent).toContain('Opening Binance…')

    act(() => answer())
    const loading = within(await screen.findByRole('dialog', { name: 'Payment' }))
    expect(await loading.findByRole('heading', { name: 'Payment initiated' })).toBeDefined()
    expect(loading.getByText('Please complete the payment on the exchange.')).toBeDefined()
    expect(tab.location.href).toBe(PAY_URL)
    expect(currentView(modal)).toBe('PayLoading')
    expect(payState(modal).loadingExchangeId).toBeUndefined()
  })
})

describe('languages', () => {
  it('speaks the modal language', async () => {
    server.use(exchangeRpc({ getExchanges: () => ({ result: { exchanges: [], total: 0 } }) }))
    const modal = payModal({ language: 'de' })
    await renderModalApp(modal)
    void modal.pay(ETH_ON_BASE).catch(() => undefined)

    const dialog = within(await screen.findByRole('dialog', { name: 'Bezahlen' }))
    expect(await dialog.findByText('Keine Börsen verfügbar')).toBeDefined()
    expect(dialog.getByText('auf Base')).toBeDefined()
    expect(dialog.getByRole('button', { name: /^Mit einer Wallet bezahlen/ })).toBeDefined()
  })
})
