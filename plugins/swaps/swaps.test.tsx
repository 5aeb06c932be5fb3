import { act, waitFor, within } from '@testing-library/react'
import {
  connectWallet,
  createTestModal,
  FakeProvider,
  nativeEntry,
  renderView,
  serviceHandlers,
} from 'portico/testing'
import { describe, expect, it } from 'vitest'
import { CONVERT_PATHS } from './schemas'
import {
  CHAIN,
  convertHandlers,
  ETH,
  ETH_USDC_QUOTE,
  GOLD,
  quoteFor,
  setupSwapsServer,
  TEST_ETHEREUM,
  USDC,
} from './test/fixtures'

const server = setupSwapsServer()
const SENDER = '0x52908400098527886E0F7030069857D2E4169EE7'
const HASH = `0x${'cd'.repeat(32)}`

/** The account holds 2 ETH and 42.5 USDC; the services quote 1 USDC → 0.05 GOLD. */
function market() {
  server.use(
    serviceHandlers.balances({
      [SENDER.toLowerCase()]: [
        nativeEntry(CHAIN, '2'),
        {
          name: USDC.name,
          symbol: 'USDC',
          chainId: CHAIN,
          address: USDC.address,
          value: 42.5,
          price: 1,
          quantity: { decimals: '6', numeric: '42.5' },
          iconUrl: '',
        },
      ],
    }),
    convertHandlers.tokens(),
    convertHandlers.gasPrice('2000000000'),
    convertHandlers.quotes((params) => {
      if (params.from === ETH.address) return ETH_USDC_QUOTE
      // 1 USDC = 0.05 GOLD, whichever amount was typed.
      const units = BigInt(params.amount)
      return params.side === 'buy'
        ? quoteFor(USDC, GOLD, String(units / 50_000_000_000n), String(units))
        : quoteFor(USDC, GOLD, String(units), String(units * 50_000_000_000n))
    }),
  )
}

async function openSwap(provider = new FakeProvider(), data?: Record<string, string>) {
  const modal = createTestModal({ networks: [TEST_ETHEREUM] })
  await connectWallet(modal, provider)
  const view = await renderView(modal, 'Swap', data)
  const form = await view.findByRole('form', { name: 'Swap tokens' })
  return { ...view, form, modal }
}

describe('the Swap view', () => {
  it('opens with the host’s tokens and amount, and shows the quote', async () => {
    market()
    const { form } = await openSwap(undefined, { fromToken: 'USDC', toToken: 'gold', amount: '5' })
    await within(form).findByRole('button', { name: 'Token to pay: USDC' })
    expect(within(form).getByRole('button', { name: 'Token to receive: GOLD' })).toBeDefined()
    expect(
      within(form).getByRole<HTMLInputElement>('textbox', { name: 'Amount to pay' }).value,
    ).toBe('5')
    // The quote's side: 5 USDC → 0.25 GOLD, its rate and its minimum at 1 % (rounded down).
    await waitFor(() =>
      expect(
        within(form).getByRole<HTMLInputElement>('textbox', { name: 'Amount to receive' }).value,
      ).toBe('0.25'),
    )
    const details = within(form).getByLabelText('Quote details')
    expect(details.textContent).toContain('1 USDC = 0.05 GOLD')
    expect(details.textContent).toContain('0.2475 GOLD')
    expect(details.textContent).toContain('0.00 %')
    expect(within(form).getByText('Balance: 42.5 USDC · about $5.00')).toBeDefined()
    expect(within(form).getByRole('button', { name: 'Review swap' }).hasAttribute('disabled')).toBe(
      false,
    )
  })

  it('sells the native currency unless told otherwise, with the network fee in USD', async () => {
    market()
    const view = await openSwap()
    const { form, user } = view
    await within(form).findByRole('button', { name: 'Token to pay: ETH' })
    await user.click(within(form).getByRole('button', { name: 'Choose the token to receive' }))
    // The list: searchable, each token with its holding and price.
    const list = await view.findByRole('list', { name: 'Tokens to receive' })
    expect(within(list).getAllByRole('button')).toHaveLength(3)
    await user.type(view.getByRole('searchbox', { name: 'Search tokens' }), 'usd')
    const rows = within(list).getAllByRole('button')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.textContent).toMatch(/USDC · USD Coin.*42\.5 USDC · Price: \$1\.00/)
    await user.click(rows[0] as HTMLElement)
    const back = await view.findByRole('form', { name: 'Swap tokens' })
    await within(back).findByRole('button', { name: 'Token to receive: USDC' })
    await user.type(within(back).getByRole('textbox', { name: 'Amount to pay' }), '0.1')
    const details = await within(back).findByLabelText('Quote details')
    expect(details.textContent).toContain('1 ETH = 2,985 USDC')
    expect(details.textContent).toContain('0.50 %')
    // 150,000 gas at 2 gwei, ETH at 3,000 USD.
    expect(details.textContent).toContain('$0.90')
    expect(details.textContent).toContain('295.515 USDC')

    // In French: digits grouped by a space, a decimal comma, in every figure of the quote.
    await act(() => view.modal.setLanguage('fr'))
    const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')
    await waitFor(() => expect(plain(details.textContent)).toContain('1 ETH = 2 985 USDC'))
    expect(plain(details.textContent)).toContain('0,50 %')
    expect(plain(details.textContent)).toContain('0,90 $US')
    expect(plain(details.textContent)).toContain('295,515 USDC')
    expect(plain(back.textContent)).toContain('2 ETH')
  })

  it('keeps the token the visitor chose over the data it was opened with, back from the list', async () => {
    market()
    const { form, user, ...view } = await openSwap(undefined, {
      fromToken: 'USDC',
      toToken: 'GOLD',
    })
    await user.click(await within(form).findByRole('button', { name: 'Token to receive: GOLD' }))
    await user.click(await view.findByRole('button', { name: /^ETH · / }))

    const back = await view.findByRole('form', { name: 'Swap tokens' })
    expect(await within(back).findByRole('button', { name: 'Token to receive: ETH' })).toBeDefined()
    expect(within(back).getByRole('button', { name: 'Token to pay: USDC' })).toBeDefined()
  })

  it('opened again with data once the token list is known, takes the new tokens', async () => {
    market()
    const { form, modal, ...view } = await openSwap()
    await within(form).findByRole('button', { name: 'Token to pay: ETH' })

    await act(() => modal.open({ view: 'Swap', data: { fromToken: 'USDC', toToken: 'GOLD' } }))

    const again = await view.findByRole('form', { name: 'Swap tokens' })
    expect(await within(again).findByRole('button', { name: 'Token to pay: USDC' })).toBeDefined()
    expect(within(again).getByRole('button', { name: 'Token to receive: GOLD' })).toBeDefined()
  })

  it('quotes the amount to pay when the visitor types the amount to receive', async () => {
    market()
    const { form, user } = await openSwap(undefined, { fromToken: 'USDC', toToken: 'GOLD' })
    await within(form).findByRole('button', { name: 'Token to pay: USDC' })
    await user.type(within(form).getByRole('textbox', { name: 'Amount to receive' }), '1')
    await waitFor(() =>
      expect(
        within(form).getByRole<HTMLInputElement>('textbox', { name: 'Amount to pay' }).value,
      ).toBe('20'),
    )
  })

  it('flips the tokens with a named button whose picture is decoration', async () => {
    market()
    const { form, user } = await openSwap(undefined, { fromToken: 'USDC', toToken: 'GOLD' })
    await within(form).findByRole('button', { name: 'Token to pay: USDC' })
    const flip = within(form).getByRole('button', { name: 'Swap the two tokens' })
    // No character a font may lack: the picture alone, hidden from screen readers.
    expect(flip.textContent).toBe('')
    expect(flip.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    await user.click(flip)
    await within(form).findByRole('button', { name: 'Token to pay: GOLD' })
  })

  it('says when the amount is more than the balance', async () => {
    market()
    const { form, user } = await openSwap(undefined, { fromToken: 'USDC', toToken: 'GOLD' })
    await within(form).findByRole('button', { name: 'Token to pay: USDC' })
    await user.type(within(form).getByRole('textbox', { name: 'Amount to pay' }), '50')
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You do not have that much USDC.',
    )
    expect(within(form).getByRole('button', { name: 'Review swap' }).hasAttribute('disabled')).toBe(
      true,
    )
  })

  it('says a bad amount and a failed quote', async () => {
    market()
    server.use(convertHandlers.refusing(CONVERT_PATHS.quotes, 400))
    const { form, user } = await openSwap(undefined, { toToken: 'USDC' })
    await within(form).findByRole('button', { name: 'Token to receive: USDC' })
    await user.type(within(form).getByRole('textbox', { name: 'Amount to pay' }), '1.2.3')
    expect((await within(form).findByRole('alert')).textContent).toBe('Type an amount, like 0.1.')
    await user.type(within(form).getByRole('textbox', { name: 'Amount to pay' }), '{Backspace>5}1')
    expect((await within(form).findByRole('alert')).textContent).toMatch(/^No quote for this swap/)
  })

  it.each([
    [
      'Network not supported for Swaps',
      () => server.use(convertHandlers.tokens([]), convertHandlers.gasPrice()),
    ],
    [
      'Network not supported for Gas Price',
      () =>
        server.use(
          convertHandlers.tokens(),
          convertHandlers.refusing(
            CONVERT_PATHS.gasPrice,
            400,
            'Network not supported for Gas Price',
          ),
        ),
    ],
  ])('says “%s” on a network without an exchange', async (message, answers) => {
    answers()
    const modal = createTestModal({ networks: [TEST_ETHEREUM] })
    await connectWallet(modal, new FakeProvider())
    const view = await renderView(modal, 'Swap')
    // Waits on the text itself: a loading status (empty) may come first.
    expect((await view.findByText(message)).getAttribute('role')).toBe('status')
  })
})

describe('the review step', () => {
  it('approves first when the allowance is short, then swaps, and links the explorer', async () => {
    market()
    server.use(
      convertHandlers.allowance('0'),
      convertHandlers.buildApprove(),
      convertHandlers.buildTransaction(),
    )
    const provider = new FakeProvider()
      .respond('eth_sendTransaction', HASH)
      .respond('eth_getTransactionReceipt', { status: '0x1' })
    const view = await openSwap(provider, { fromToken: 'USDC', toToken: 'GOLD', amount: '5' })
    const { form, user } = view
    await within(form).findByLabelText('Quote details')
    await user.click(within(form).getByRole('button', { name: 'Review swap' }))
    const confirm = await view.findByRole('button', { name: 'Approve USDC and swap' })
    expect(view.getByLabelText('Your swap').textContent).toContain('5 USDC')
    await user.click(confirm)
    expect((await view.findByText('Swap complete')).getAttribute('role')).toBe('status')
    expect(provider.paramsOf('eth_sendTransaction')).toHaveLength(2)
    const link = view.getByRole('link', { name: 'View on Etherscan' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`)
  })

  it('keeps the form and says the wallet’s reason when the visitor rejects', async () => {
    market()
    server.use(
      convertHandlers.allowance((2n ** 256n - 1n).toString()),
      convertHandlers.buildTransaction(),
    )
    const provider = new FakeProvider().fail(
      'eth_sendTransaction',
      4001,
      'User rejected the request.',
    )
    const view = await openSwap(provider, { toToken: 'USDC', amount: '0.1' })
    const { form, user } = view
    await within(form).findByLabelText('Quote details')
    await user.click(within(form).getByRole('button', { name: 'Review swap' }))
    await user.click(await view.findByRole('button', { name: 'Swap' }))
    expect((await view.findByRole('alert')).textContent).toBe(
      'The swap did not go through: User rejected the request.',
    )
    await user.click(view.getByRole('button', { name: 'Edit swap' }))
    const kept = await view.findByRole('form', { name: 'Swap tokens' })
    expect(
      within(kept).getByRole<HTMLInputElement>('textbox', { name: 'Amount to pay' }).value,
    ).toBe('0.1')
  })
})
