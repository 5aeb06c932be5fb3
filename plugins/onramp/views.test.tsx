import { act, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { TEST_ENDPOINTS, connectWallet, renderView, setupServiceServer } from 'portico/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ONRAMP_PATHS, onrampOptionsSchema } from './schemas'
import { purchaseArrived, waitTimedOut } from './slice'
import {
  TEST_OPTIONS,
  failure,
  newCalls,
  onrampHandlers,
  quoteFor,
  type OnrampScript,
} from './test/handlers'
import { buyerWallet, fakeTab, onrampModal, onrampState } from './test/fixtures'

const server = setupServiceServer()

afterEach(() => {
  vi.restoreAllMocks()
})

/** The Buy view on screen for a wallet on Base, the onramp service answering per `script`. */
async function showBuy(script: OnrampScript = {}, data?: Parameters<typeof renderView>[2]) {
  const calls = newCalls()
  server.use(...onrampHandlers(script, calls))
  const modal = onrampModal({}, true)
  await connectWallet(modal, buyerWallet())
  const view = await renderView(modal, 'Buy', data as never)
  // A failing service is asked 3 more times (150 ms, 300 ms, 600 ms apart) first.
  await view.findByRole('combobox', { name: 'Pay in' }, { timeout: 5_000 })
  return { modal, calls, ...view }
}

describe('the Buy view', () => {
  it('preselects what the connected network sells, card and USD, and states the limits and fees', async () => {
    const { getByRole, getByText } = await showBuy()
    expect((getByRole('combobox', { name: 'Buy' }) as HTMLSelectElement).value).toBe('usdc')
    expect((getByRole('combobox', { name: 'Network' }) as HTMLSelectElement).value).toBe('base')
    expect((getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true)
    expect((getByRole('combobox', { name: 'Pay in' }) as HTMLSelectElement).value).toBe('USD')
    expect(getByText('From $20.00 to $500.00')).toBeDefined()
    expect(getByText('Fees of 1-2% apply.')).toBeDefined()
    expect(getByRole('button', { name: 'Continue to checkout' })).toHaveProperty('disabled', true)
  })

  it("shows the chosen method's limits and why an amount is refused", async () => {
    const { getByRole, findByText, user } = await showBuy()
    const amount = getByRole('textbox', { name: 'Amount in USD' })
    await user.type(amount, '19.99')
    expect(await findByText('The least you can buy with this method is $20.00.')).toBeDefined()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    await user.click(getByRole('radio', { name: 'Bank transfer' }))
    expect(await findByText('From $50.00 to $10,000.00')).toBeDefined()
    await user.clear(amount)
    await user.type(amount, '10000.01')
    expect(await findByText('The most you can buy with this method is $10,000.00.')).toBeDefined()
    await user.selectOptions(getByRole('combobox', { name: 'Pay in' }), 'EUR')
    // EUR lists no bank limits: the default ones apply, in euros.
    expect(await findByText(/From €10\.00 to €25,000\.00/)).toBeDefined()
    await user.clear(amount)
    await user.type(amount, 'abc')
    expect(await findByText('Enter an amount such as 25 or 25.50.')).toBeDefined()
  })

  it('asks for a quote once the amount settles, and shows fees, subtotal, total and what arrives', async () => {
    const { getByRole, findByRole, calls, user } = await showBuy()
    await user.type(getByRole('textbox', { name: 'Amount in USD' }), '25')
    const quote = await findByRole('region', { name: 'Quote' })
    await waitFor(() => expect(quote.textContent).toContain('25 USDC'))
    expect(quote.textContent).toContain('$0.38')
    expect(quote.textContent).toContain('$25.00')
    expect(quote.textContent).toContain('$25.38')
    // One quote for the settled amount, not one per keystroke.
    expect(calls.quotes).toEqual([
      {
        purchaseCurrency: 'usdc',
        paymentCurrency: 'USD',
        paymentMethod: 'card',
        amount: '25',
        network: 'base',
      },
    ])
    expect(getByRole('button', { name: 'Continue to checkout' })).toHaveProperty('disabled', false)
  })

  it('says there is no quote when the service fails, and Try again asks again', async () => {
    let fail = true
    const { getByRole, findByText, findByRole, calls, user } = await showBuy({
      quote: (request) => (fail ? failure(500) : quoteFor(request)),
    })
    await user.type(getByRole('textbox', { name: 'Amount in USD' }), '25')
    expect(await findByText('No quote right now.', {}, { timeout: 5_000 })).toBeDefined()
    fail = false
    const asked = calls.quotes.length
    await user.click(getByRole('button', { name: 'Try again' }))
    const quote = await findByRole('region', { name: 'Quote' })
    await waitFor(() => expect(quote.textContent).toContain('$25.38'))
    expect(calls.quotes.length).toBeGreaterThan(asked)
  })

  it("falls back to the connected network's currency and the standard limits when the options fail", async () => {
    const { getByRole, getByText } = await showBuy({ options: () => failure(500) })
    expect(
      getByText("The provider's options could not be loaded: the standard limits apply."),
    ).toBeDefined()
    expect((getByRole('combobox', { name: 'Buy' }) as HTMLSelectElement).value).toBe('eth')
    expect(getByText('From $10.00 to $7,500.00')).toBeDefined()
  })

  it('treats options that do not match the contract as failed (zod), not as an empty list', async () => {
    server.use(
      http.get(`${TEST_ENDPOINTS.blockchainServices}${ONRAMP_PATHS.options}`, () =>
        Response.json({ purchaseCurrencies: [{ id: 'usdc' }], paymentCurrencies: 'USD' }),
      ),
    )
    const modal = onrampModal({}, true)
    await connectWallet(modal, buyerWallet())
    const { findByText } = await renderView(modal, 'Buy')
    expect(
      await findByText("The provider's options could not be loaded: the standard limits apply."),
    ).toBeDefined()
    expect(onrampOptionsSchema.safeParse(TEST_OPTIONS).success).toBe(true)
  })

  it('fills the form from the data it was opened with', async () => {
    const { getByRole } = await showBuy({}, { amount: '30', currency: 'ETH', network: 'eip155:1' })
    expect((getByRole('combobox', { name: 'Buy' }) as HTMLSelectElement).value).toBe('eth')
    expect((getByRole('combobox', { name: 'Network' }) as HTMLSelectElement).value).toBe('ethereum')
    expect((getByRole('textbox', { name: 'Amount in USD' }) as HTMLInputElement).value).toBe('30')
  })

  it('says the checkout could not be opened when the generator fails', async () => {
    const { tab, window: opened } = fakeTab()
    vi.spyOn(window, 'open').mockReturnValue(opened)
    const { getByRole, findByRole, findByText, modal, user } = await showBuy({
      url: () => failure(502),
    })
    await user.type(getByRole('textbox', { name: 'Amount in USD' }), '25')
    await findByRole('region', { name: 'Quote' })
    await user.click(getByRole('button', { name: 'Continue to checkout' }))
    expect(
      await findByText("The provider's checkout could not be opened. Try again.", undefined, {
        timeout: 5_000,
      }),
    ).toBeDefined()
    expect(tab.close).toHaveBeenCalled()
    expect(modal.router.current().view).toBe('Buy')
  })

  it('asks a visitor without a wallet to connect one', async () => {
    server.use(...onrampHandlers({}))
    const modal = onrampModal({}, true)
    const { findByText, getByRole } = await renderView(modal, 'Buy')
    expect(await findByText('Connect a wallet to buy crypto for it.')).toBeDefined()
    expect(getByRole('button', { name: /Connect/ })).toBeDefined()
  })
})

describe('the BuyWaiting view', () => {
  it('waits with a way out, then says what arrived; after the bound, offers to keep waiting', async () => {
    const { tab, window: opened } = fakeTab()
    vi.spyOn(window, 'open').mockReturnValue(opened)
    const { getByRole, findByRole, findByText, modal, user } = await showBuy()
    await user.type(getByRole('textbox', { name: 'Amount in USD' }), '25')
    await findByRole('region', { name: 'Quote' })
    await waitFor(() =>
      expect(getByRole('button', { name: 'Continue to checkout' })).toHaveProperty(
        'disabled',
        false,
      ),
    )
    await user.click(getByRole('button', { name: 'Continue to checkout' }))
    expect(await findByText('Waiting for your purchase')).toBeDefined()
    expect(tab.location.href).toMatch(/onramp\/checkout/)
    expect(await findByText('25 USDC for $25.38')).toBeDefined()
    expect(getByRole('button', { name: 'Stop waiting' })).toBeDefined()

    const purchase = onrampState(modal).purchase
    if (!purchase) throw new Error('no purchase')
    act(() => {
      modal.store.dispatch(waitTimedOut({ openedAt: purchase.openedAt }))
    })
    expect(await findByText('Nothing has arrived yet')).toBeDefined()
    await user.click(getByRole('button', { name: 'Keep waiting' }))
    expect(await findByText('Waiting for your purchase')).toBeDefined()

    act(() => {
      modal.store.dispatch(
        purchaseArrived({ openedAt: purchase.openedAt, txHash: '0xabc', amount: '25' }),
      )
    })
    expect(await findByText('Purchase arrived')).toBeDefined()
    expect(await findByText('25 USDC arrived in your wallet.')).toBeDefined()
    await user.click(getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(modal.router.current().view).toBe('Account'))
  })
})
