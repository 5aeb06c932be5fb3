import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Modal } from 'portico'
import {
  connectWallet,
  createTestModal,
  openTestModal,
  renderModalApp,
  FakeProvider,
  serviceHandlers,
} from 'portico/testing'
import {
  RECEIVER,
  USDC_CONTRACT,
  SENDER,
  TEST_ETHEREUM,
  ethBalance,
  nameHandlers,
  setupSendServer,
  usdcBalance,
} from './test/fixtures'

const server = setupSendServer()
const HASH = `0x${'cd'.repeat(32)}`
let modal: Modal | undefined

/**
 * A host's modal with the send plugin, the wallet connected, its account holding 2 ETH and
 * 42.5 USDC; the modal opens on Account and the visitor chooses Send there.
 */
async function openSend(provider: FakeProvider) {
  server.use(
    serviceHandlers.balances({ [SENDER.toLowerCase()]: [ethBalance('2'), usdcBalance('42.5')] }),
  )
  const created = createTestModal({ networks: [TEST_ETHEREUM] })
  modal = created
  await connectWallet(created, provider)
  await renderModalApp(created)
  openTestModal(created)
  const account = await screen.findByRole('dialog', { name: 'Account' })
  // The row shows once the built-in table has been read (with the plugin loader).
  await userEvent.click(await within(account).findByRole('button', { name: /^Send/ }))
  return sendForm()
}

/** The Send view, once its chunk has loaded (the dialog is named before). */
async function sendForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Send' })
  await within(dialog).findByRole('form', { name: 'Send tokens' })
  return dialog
}

/** Chooses a token on SendSelectToken, searching for it first. */
async function chooseToken(form: HTMLElement, search: string, name: RegExp) {
  await userEvent.click(within(form).getByRole('button', { name: /Choose a token/ }))
  const picker = await screen.findByRole('dialog', { name: 'Select Token' })
  const list = await within(picker).findByRole('list', { name: 'Your tokens' })
  await userEvent.type(within(picker).getByRole('searchbox', { name: 'Search tokens' }), search)
  const rows = within(list).getAllByRole('button')
  expect(rows).toHaveLength(1)
  expect(rows[0]?.textContent).toMatch(name)
  await userEvent.click(rows[0] as HTMLElement)
  return sendForm()
}

/** Fills 1.5 USDC to the receiver and goes to the preview. */
async function fillAndReview(form: HTMLElement) {
  const sendForm = await chooseToken(form, 'usd', /USD Coin.*42\.5 USDC.*\$42\.50/)
  await userEvent.type(within(sendForm).getByRole('textbox', { name: 'Amount' }), '1.5')
  expect(within(sendForm).getByText('About $1.50')).toBeDefined()
  await userEvent.type(within(sendForm).getByRole('textbox', { name: 'To' }), RECEIVER)
  expect(await within(sendForm).findByText(RECEIVER)).toBeDefined()
  await userEvent.click(within(sendForm).getByRole('button', { name: 'Review' }))
  const preview = await screen.findByRole('dialog', { name: 'Review Send' })
  await within(preview).findByText('1.5 USDC')
  return preview
}

const walletWithFee = () =>
  new FakeProvider()
    .respond('eth_estimateGas', '0xea60') // 60000 gas
    .respond('eth_gasPrice', '0x3b9aca00') // 1 gwei

test('choose a token, an amount and a receiver, review the fee, send: back on Account', async () => {
  const provider = walletWithFee().respond('eth_sendTransaction', HASH)
  const preview = await fillAndReview(await openSend(provider))

  expect(within(preview).getByText('1.5 USDC')).toBeDefined()
  expect(within(preview).getByText('$1.50')).toBeDefined()
  expect(within(preview).getByText(RECEIVER)).toBeDefined()
  // 60000 gas at 1 gwei, with ETH at 3000 USD.
  expect(await within(preview).findByText('0.00006 ETH · $0.18')).toBeDefined()
  expect(within(preview).getByText('$6,000.00')).toBeDefined()

  await userEvent.click(within(preview).getByRole('button', { name: 'Send' }))

  expect(await screen.findByRole('dialog', { name: 'Account' })).toBeDefined()
  expect(await screen.findByText('Sent 1.5 USDC')).toBeDefined()
  expect(provider.paramsOf('eth_sendTransaction')).toHaveLength(1)
  expect(modal?.getState().send?.sendTokenAmount).toBe('')
})

test('while the wallet decides, Send shows progress and is disabled', async () => {
  let approve: (hash: string) => void = () => undefined
  const provider = walletWithFee().respond(
    'eth_sendTransaction',
    () => new Promise<string>((resolve) => (approve = resolve)),
  )
  const preview = await fillAndReview(await openSend(provider))
  await within(preview).findByText('0.00006 ETH · $0.18')

  await userEvent.click(within(preview).getByRole('button', { name: 'Send' }))

  const waiting = await within(preview).findByRole('button', { name: 'Confirm in your wallet…' })
  expect(waiting).toHaveProperty('disabled', true)
  expect(waiting.getAttribute('aria-busy')).toBe('true')
  act(() => approve(HASH))
  expect(await screen.findByRole('dialog', { name: 'Account' })).toBeDefined()
})

test("a rejected send shows the wallet's reason and keeps everything typed", async () => {
  const provider = walletWithFee().fail('eth_sendTransaction', 4001, 'User rejected the request.')
  const preview = await fillAndReview(await openSend(provider))

  await userEvent.click(within(preview).getByRole('button', { name: 'Send' }))

  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('User rejected the request.')).toBeDefined()
  expect(screen.getByRole('dialog', { name: 'Review Send' })).toBeDefined()
  expect(within(preview).getByText('1.5 USDC')).toBeDefined()
  expect(within(preview).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false)

  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  const form = await sendForm()
  expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '1.5')
  expect(within(form).getByRole('textbox', { name: 'To' })).toHaveProperty('value', RECEIVER)
  expect(within(form).getByRole('button', { name: /USDC/ })).toBeDefined()
})

test('Review points out what is missing; a field says what is wrong with it', async () => {
  const form = await openSend(walletWithFee())

  await userEvent.click(within(form).getByRole('button', { name: 'Review' }))
  expect(within(form).getByText('An amount and receiver address are required')).toBeDefined()
  expect(within(form).getByText('A token is required')).toBeDefined()
  // Focus goes to the first field to fix.
  expect(document.activeElement?.textContent).toMatch(/Choose a token/)
  expect(screen.getByRole('dialog', { name: 'Send' })).toBeDefined()

  const sendForm = await chooseToken(form, 'usdc', /USD Coin/)
  const amount = within(sendForm).getByRole('textbox', { name: 'Amount' })
  await userEvent.type(amount, '42.6')
  expect(within(sendForm).getByText('That is more than your balance of 42.5 USDC')).toBeDefined()
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  await userEvent.clear(amount)
  await userEvent.type(amount, '1.1234567')
  expect(within(sendForm).getByText('USDC has at most 6 decimal places')).toBeDefined()

  await userEvent.type(within(sendForm).getByRole('textbox', { name: 'To' }), 'x!')
  expect(
    await within(sendForm).findByText(
      '“x!” is neither an address of this network nor an account name',
    ),
  ).toBeDefined()
})

test('Max fills the most that can be sent, leaving gas for a native send', async () => {
  const provider = new FakeProvider()
    .respond('eth_estimateGas', '0x5208')
    .respond('eth_gasPrice', '0x3b9aca00')
  const form = await openSend(provider)
  const sendForm = await chooseToken(form, 'eth', /Ether/)

  await userEvent.click(within(sendForm).getByRole('button', { name: 'Max' }))

  await waitFor(() =>
    expect(within(sendForm).getByRole('textbox', { name: 'Amount' })).toHaveProperty(
      'value',
      '1.999958',
    ),
  )
})

test('an account name resolves as the visitor types, shown with its avatar and address', async () => {
  server.use(
    nameHandlers.names({ 'ada-lovelace': RECEIVER }),
    serviceHandlers.identities({
      [RECEIVER.toLowerCase()]: { name: 'ada-lovelace', avatar: 'https://avatars.example/ada.png' },
    }),
  )
  const form = await openSend(walletWithFee())

  await userEvent.type(within(form).getByRole('textbox', { name: 'To' }), 'ada-lovelace')

  expect(await within(form).findByText(RECEIVER)).toBeDefined()
  expect(within(form).getByText('ada-lovelace')).toBeDefined()
  await waitFor(() =>
    expect(form.querySelector('.send-receiver img')?.getAttribute('src')).toBe(
      'https://avatars.example/ada.png',
    ),
  )

  await userEvent.clear(within(form).getByRole('textbox', { name: 'To' }))
  await userEvent.type(within(form).getByRole('textbox', { name: 'To' }), 'nobody-here')
  expect(await within(form).findByText('No account is registered as nobody-here')).toBeDefined()
})

describe('opened with data (the Send view contract)', () => {
  /** The modal opened straight on Send with `data`, the wallet connected with 2 ETH and 42.5 USDC. */
  async function openSendWith(data: unknown) {
    server.use(
      serviceHandlers.balances({
        [SENDER.toLowerCase()]: [ethBalance('2'), usdcBalance('42.5')],
      }),
    )
    const created = createTestModal({ networks: [TEST_ETHEREUM] })
    modal = created
    await connectWallet(created, new FakeProvider())
    await renderModalApp(created)
    openTestModal(created, 'Send', data)
    return sendForm()
  }

  test('fills the token, the amount and the receiver; the visitor still reviews', async () => {
    const form = await openSendWith({ to: RECEIVER, amount: '1.5', token: 'usdc' })

    expect(await within(form).findByRole('button', { name: /^USDC.*42\.5 USDC/ })).toBeDefined()
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value).toBe(
      '1.5',
    )
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'To' }).value).toBe(RECEIVER)
    // The receiver is looked up as a typed one is, and the form goes on to its review.
    expect(await within(form).findByText(RECEIVER)).toBeDefined()
    await userEvent.click(within(form).getByRole('button', { name: 'Review' }))
    const preview = await screen.findByRole('dialog', { name: 'Review Send' })
    expect(await within(preview).findByText('1.5 USDC')).toBeDefined()
  })

  test('names the token by contract address or CAIP-10 id too', async () => {
    const form = await openSendWith({ token: `eip155:1:${USDC_CONTRACT}` })
    expect(await within(form).findByRole('button', { name: /^USDC.*42\.5 USDC/ })).toBeDefined()
  })

  test('keeps what the visitor typed when coming back from the token list', async () => {
    const form = await openSendWith({ amount: '1.5', token: 'USDC' })
    const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Amount' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '2')
    // Another token, chosen on the list: the form comes back with the amount typed since.
    await userEvent.click(await within(form).findByRole('button', { name: /^USDC/ }))
    const picker = await screen.findByRole('dialog', { name: 'Select Token' })
    const list = await within(picker).findByRole('list', { name: 'Your tokens' })
    await userEvent.click(within(list).getByRole('button', { name: /Ether/ }))
    const again = await sendForm()
    expect(await within(again).findByRole('button', { name: /^ETH/ })).toBeDefined()
    expect(within(again).getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value).toBe('2')
  })

  test('invalid data fills nothing, says which field is wrong, and the form stays usable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const form = await openSendWith({ to: RECEIVER, amount: '1,5' })

    await waitFor(() =>
      expect(warn.mock.calls.flat().join(' ')).toContain('data.amount: must be a decimal amount'),
    )
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'To' }).value).toBe('')
    await userEvent.type(within(form).getByRole('textbox', { name: 'To' }), RECEIVER)
    expect(await within(form).findByText(RECEIVER)).toBeDefined()
    warn.mockRestore()
  })
})
