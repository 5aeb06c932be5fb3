import { act, render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ethBase, PorticoError, type PluginEntry, type PorticoModal } from 'portico'
import { ModalProvider, usePay } from 'portico/react'
import {
  announceWallet,
  connectWallet,
  createTestModal,
  FakeProvider,
  inModal,
  setupServiceServer,
} from 'portico/testing'
import { TEST_EXCHANGES, exchangeRpc } from './test/exchangeHandlers'
import { manifest } from './manifest'
import { payWithWallet } from './walletPayment'
import { ETH_ON_BASE, RECIPIENT, TEST_TX_HASH, payModal, payState, observe } from './test/fixtures'
import type { PaymentConfigInput, PaymentResult } from './types'

const server = setupServiceServer()

beforeEach(() => {
  server.use(
    exchangeRpc({ getExchanges: () => ({ result: { exchanges: TEST_EXCHANGES, total: 3 } }) }),
  )
})

describe('modal.pay(config), the host method', () => {
  it('refuses an invalid config with its code, before opening anything or starting a payment', async () => {
    const modal = payModal()
    const attempt = modal.pay({ ...ETH_ON_BASE, amount: 0 })
    await expect(attempt).rejects.toBeInstanceOf(PorticoError)
    await expect(attempt).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    expect(modal.getState().modal.open).toBe(false)
    // The plugin loads on the first call (the method runs in it), but no payment starts.
    expect(modal.getState().pay?.paymentId).toBeUndefined()
  })

  it('PLUGIN_UNAVAILABLE from a modal whose pay plugin cannot load, and nothing opens', async () => {
    const broken: PluginEntry = {
      manifest,
      load: () => Promise.reject(new Error('The pay chunk did not load')),
    }
    // The loader reports the failure on the console; the test says what it wants to see.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    onTestFinished(() => report.mockRestore())
    const modal = createTestModal({}, { plugins: [broken], ui: false }) as PorticoModal
    await expect(modal.pay(ETH_ON_BASE)).rejects.toMatchObject({
      code: 'PLUGIN_UNAVAILABLE',
      details: { plugin: 'pay', method: 'pay', outcome: 'failed' },
    })
    expect(modal.getState().modal.open).toBe(false)
  })

  it('opens Pay on a freshly started payment', async () => {
    const modal = payModal()
    void modal.pay(ETH_ON_BASE).catch(() => undefined)
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.router.current().view).toBe('Pay')
    expect(payState(modal)).toMatchObject({
      isConfigured: true,
      isPaymentInProgress: false,
      config: { amount: '0.01', recipient: RECIPIENT },
    })
  })

  it('rejects, saying so, when the modal is closed before the payment ended', async () => {
    const modal = payModal()
    const { settled, ended } = observe(modal.pay(ETH_ON_BASE))
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    modal.close()
    await ended
    expect(settled.error).toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      details: { closed: true },
    })
  })

  it('two pay() calls at once: the second is refused, the first goes on', async () => {
    const modal = payModal()
    const first = observe(modal.pay(ETH_ON_BASE))
    const second = observe(modal.pay({ ...ETH_ON_BASE, amount: 2 }))

    await second.ended
    expect(second.settled.error).toBeInstanceOf(PorticoError)
    expect(second.settled.error).toMatchObject({ code: 'UNABLE_TO_INITIATE_PAYMENT' })
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.router.current().view).toBe('Pay')
    expect(payState(modal).config?.amount).toBe('0.01')
    expect(first.settled).toEqual({})
    // The first payment is still the one that ends: closing the modal ends it, as always.
    modal.close()
    await first.ended
    expect(first.settled.error).toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      details: { closed: true },
    })
  })

  it('a pay() while the last one is open and unpaid is refused; once it ended, a new one starts', async () => {
    const modal = payModal()
    const first = observe(modal.pay(ETH_ON_BASE))
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))

    await expect(modal.pay({ ...ETH_ON_BASE, amount: 2 })).rejects.toMatchObject({
      code: 'UNABLE_TO_INITIATE_PAYMENT',
    })
    expect(first.settled).toEqual({})

    modal.close()
    await first.ended
    const next = observe(modal.pay({ ...ETH_ON_BASE, amount: 2 }))
    await waitFor(() => expect(payState(modal).config?.amount).toBe('2'))
    expect(modal.getState().modal.open).toBe(true)
    expect(next.settled).toEqual({})
  })

  it('a payment whose modal could not open does not hold off the next one', async () => {
    const modal = payModal()
    const open = vi.spyOn(modal.runtime, 'open').mockRejectedValueOnce(new Error('no UI'))
    await expect(modal.pay(ETH_ON_BASE)).rejects.toMatchObject({
      code: 'UNABLE_TO_INITIATE_PAYMENT',
    })
    open.mockRestore()

    const next = observe(modal.pay(ETH_ON_BASE))
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(next.settled).toEqual({})
  })

  it('refuses a new payment while one is under way, and lets that one finish', async () => {
    const modal = payModal()
    let confirm: () => void = () => undefined
    await connectWallet(
      modal,
      new FakeProvider({ chainId: 8453 }).respond(
        'eth_sendTransaction',
        () => new Promise((resolve) => (confirm = () => resolve(TEST_TX_HASH))),
      ),
    )
    const first = observe(modal.pay(ETH_ON_BASE))
    await waitFor(() => expect(payState(modal).exchangesStatus).toBe('loaded'))
    const paying = modal.store.dispatch(payWithWallet())
    await waitFor(() => expect(payState(modal).isPaymentInProgress).toBe(true))

    await expect(modal.pay(ETH_ON_BASE)).rejects.toMatchObject({
      code: 'UNABLE_TO_INITIATE_PAYMENT',
    })
    // Closing the modal does not give up a transaction the wallet still shows.
    modal.close()
    confirm()
    await act(() => paying)
    await first.ended
    expect(first.settled.result).toEqual({
      status: 'SUCCESS',
      type: 'wallet',
      txHash: TEST_TX_HASH,
    })
  })
})

describe('the host API', () => {
  /** A modal made as a host makes it: the pay plugin is one of the built-in plugins. */
  function hostModal(): PorticoModal {
    return createTestModal({ networks: ['eip155:1', 'eip155:8453'] })
  }

  it('modal.pay opens the Pay view with the payment, and a preset is a valid asset', async () => {
    const shown = hostModal()
    const { settled, ended } = observe(
      shown.pay({ paymentAsset: ethBase, recipient: RECIPIENT, amount: '0.5' }),
    )

    const dialog = within(await waitFor(() => inModal().getByRole('dialog', { name: 'Pay' })))
    expect(await dialog.findByRole('heading', { name: '0.5000 ETH' })).toBeDefined()
    expect(await dialog.findByRole('button', { name: /^Binance/ })).toBeDefined()

    act(() => shown.close())
    await ended
    expect(settled.error).toMatchObject({
      code: 'GENERIC_PAYMENT_ERROR',
      details: { closed: true },
    })
  })

  it('modal.pay rejects a bad config with its code and leaves the modal closed', async () => {
    const shown = hostModal()
    await expect(
      shown.pay({ ...ETH_ON_BASE, recipient: 'nobody' } as PaymentConfigInput),
    ).rejects.toMatchObject({ code: 'INVALID_RECIPIENT' })
    expect(shown.getState().modal.open).toBe(false)
  })

  it('Connect opened from Pay comes back to Pay once the wallet connected', async () => {
    announceWallet(new FakeProvider())
    const shown = hostModal()
    const { settled } = observe(shown.pay(ETH_ON_BASE))
    const dialog = within(await waitFor(() => inModal().getByRole('dialog', { name: 'Pay' })))

    await userEvent.click(await dialog.findByRole('button', { name: /^Pay from a wallet/ }))
    await waitFor(() => inModal().getByRole('dialog', { name: 'Connect Wallet' }))
    await userEvent.click(await dialog.findByRole('button', { name: /Demo Wallet/ }))

    expect(await dialog.findByRole('button', { name: /^Pay from Demo Wallet/ })).toBeDefined()
    expect(inModal().getByRole('dialog', { name: 'Pay' })).toBeDefined()
    expect(shown.getState().modal.open).toBe(true)
    expect(settled).toEqual({})
  })

  it("usePay pays through the ModalProvider's modal", async () => {
    const shown = hostModal()
    let payFromHook: ((config: PaymentConfigInput) => Promise<PaymentResult>) | undefined
    function Checkout() {
      payFromHook = usePay()
      return null
    }
    render(
      <ModalProvider modal={shown}>
        <Checkout />
      </ModalProvider>,
    )
    if (!payFromHook) throw new Error('usePay gave nothing')
    const { settled, ended } = observe(payFromHook(ETH_ON_BASE))

    await waitFor(() => inModal().getByRole('dialog', { name: 'Pay' }))
    expect(shown.getState().pay?.config?.amount).toBe('0.01')
    act(() => shown.close())
    await ended
    expect(settled.error).toBeInstanceOf(PorticoError)
  })
})
