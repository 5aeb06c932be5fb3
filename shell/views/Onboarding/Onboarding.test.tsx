import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { WalletListItem } from '../../../core/wallets/schemas'
import type { Modal } from '../../../index'
import {
  createTestModal,
  destroyTestModal,
  makeWallet,
  openTestModal,
  renderModalApp,
  serviceHandlers,
  setupServiceServer,
} from 'portico/testing'
import { axeViolations } from '../../ui/test/kit'

// Loaded up front so no test ends while a chunk is still arriving.
await import('../../../core/wallets/thunks')
await import('./WhatIsAWallet')
await import('./GetAWallet')

const server = setupServiceServer()
let modal: Modal | undefined

afterEach(async () => {
  if (modal) await destroyTestModal(modal)
  modal = undefined
})

/** A wallet of the list with only the given links (the generated ones cleared). */
const walletWith = (index: number, links: Partial<WalletListItem>): WalletListItem => ({
  ...makeWallet(index),
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  ...links,
})

const WALLETS = [
  walletWith(0, { homepage: 'https://zero.example/', mobile_link: 'zero://' }),
  // Nothing a visitor can install from: a script and an app scheme.
  walletWith(1, { homepage: 'javascript:alert(1)', mobile_link: 'one://' }),
  walletWith(2, { webapp_link: 'http://two.example/app' }),
  walletWith(3, {
    chrome_store: 'https://chrome.example/three',
    homepage: 'https://three.example/',
  }),
]

async function openConnect({ walletList = true, wallets = WALLETS } = {}) {
  server.use(serviceHandlers.wallets(wallets), serviceHandlers.walletImage())
  modal = createTestModal({ enableWalletConnect: walletList })
  await renderModalApp(modal)
  openTestModal(modal)
  return screen.getByRole('dialog', { name: 'Connect Wallet' })
}

async function openWhatIsAWallet(user: ReturnType<typeof userEvent.setup>, wallets = WALLETS) {
  await openConnect({ wallets })
  await user.click(screen.getByRole('button', { name: 'What is a wallet?' }))
  return screen.findByRole('dialog', { name: 'What is a wallet?' })
}

async function openGetAWallet(user: ReturnType<typeof userEvent.setup>, wallets = WALLETS) {
  await openWhatIsAWallet(user, wallets)
  await user.click(screen.getByRole('button', { name: 'Get a wallet' }))
  return screen.findByRole('dialog', { name: 'Get a wallet' })
}

const back = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Back' }))

describe('What is a wallet?', () => {
  it('is reached from the Connect view and explains wallets to a newcomer', async () => {
    const dialog = await openWhatIsAWallet(userEvent.setup())

    // The dialog takes the view's title before its lazy body has drawn: wait for the body.
    const headings = await within(dialog).findAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'A home for your digital assets',
      'What connecting allows',
      'Your keys stay with you',
    ])
    expect(dialog.textContent).toContain('It cannot move anything without your approval')
    expect(dialog.textContent).toContain('this site never sees them')
    expect(await axeViolations(dialog)).toEqual([])
  })

  it('Back returns to Connect', async () => {
    const user = userEvent.setup()
    await openWhatIsAWallet(user)
    await back(user)
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  })
})

describe('Get a wallet', () => {
  it('lists the recommended wallets with their web install pages, in a new tab', async () => {
    const dialog = await openGetAWallet(userEvent.setup())

    const list = await within(dialog).findByRole('list', { name: 'Recommended wallets' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`${WALLETS[0]?.name}(opens in a new tab)`, 'https://zero.example/'],
      [`${WALLETS[2]?.name}(opens in a new tab)`, 'http://two.example/app'],
      // On a desktop the browser's extension store comes before the home page.
      [`${WALLETS[3]?.name}(opens in a new tab)`, 'https://chrome.example/three'],
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      // The arrow out at the row's end is for the eyes: the name already says it.
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
    expect(await axeViolations(dialog)).toEqual([])
  })

  it('Back returns to What is a wallet?, then to Connect', async () => {
    const user = userEvent.setup()
    await openGetAWallet(user)
    await back(user)
    expect(await screen.findByRole('dialog', { name: 'What is a wallet?' })).toBeDefined()
    await back(user)
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeDefined()
  })

  it('says so when no wallet has an install page', async () => {
    const dialog = await openGetAWallet(userEvent.setup(), [WALLETS[1] ?? makeWallet(1)])
    expect(
      await within(dialog).findByText('No wallets can be recommended right now. Try again later.'),
    ).toBeDefined()
    expect(within(dialog).queryByRole('link')).toBeNull()
  })

  it('offers to try again when the list fails, and shows it once it loads', async () => {
    const user = userEvent.setup()
    await openConnect()
    server.use(serviceHandlers.failing('/getWallets', 503))
    await user.click(screen.getByRole('button', { name: 'What is a wallet?' }))
    await screen.findByRole('dialog', { name: 'What is a wallet?' })
    await user.click(screen.getByRole('button', { name: 'Get a wallet' }))
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toContain('The recommended wallets could not be loaded.')

    server.use(serviceHandlers.wallets(WALLETS))
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const list = await screen.findByRole('list', { name: 'Recommended wallets' })
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3))
  })

  it('has nothing to list without the wallet list (WalletConnect off)', async () => {
    const user = userEvent.setup()
    await openConnect({ walletList: false })
    await user.click(screen.getByRole('button', { name: 'What is a wallet?' }))
    await user.click(await screen.findByRole('button', { name: 'Get a wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Get a wallet' })
    expect(
      within(dialog).getByText('No wallets can be recommended right now. Try again later.'),
    ).toBeDefined()
  })
})
