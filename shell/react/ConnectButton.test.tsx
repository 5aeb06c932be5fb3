import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  accountDataUpdated,
  activeNamespaceSet,
  connectionStarted,
  type AccountData,
} from '../../core/account/slice'
import { NETWORK_ICONS, svgDataUrl } from '../../core/chains/icons'
import type { Modal } from '../../core/createModalCore'
import type { HostOptionsInput } from '../../core/options'
import { setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { avatarUrl } from '../ui/avatar'
import { axeViolations } from '../ui/test/kit'
import { BUTTON_STYLES_ID } from './buttonStyles'
import { ConnectButton, type ConnectButtonProps } from './ConnectButton'
import { useModal } from './hooks'
import { ModalProvider } from './ModalProvider'
import { ADDRESS, connectAccount, SHORT } from './test/connectAccount'
import { stubImageLoads } from './test/imageLoads'

setupServiceServer()

function OpenState() {
  const { isOpen } = useModal()
  return <output aria-label="modal state">{isOpen ? 'open' : 'closed'}</output>
}

function renderButton(props: ConnectButtonProps = {}, options: Partial<HostOptionsInput> = {}) {
  const modal = coreModal(options)
  const view = render(
    <ModalProvider modal={modal}>
      <ConnectButton {...props} />
      <OpenState />
    </ModalProvider>,
  )
  return { modal, ...view }
}

/** The account data a connection brings (core/account/sync), as its chunk writes it. */
function accountData(modal: Modal, data: Partial<AccountData>) {
  act(() => {
    modal.store.dispatch(accountDataUpdated({ namespace: 'eip155', data }))
  })
}

/** Connected, with a balance of 1.5 ETH. */
function connectWithBalance(props: ConnectButtonProps = {}, options = {}) {
  const rendered = renderButton(props, options)
  connectAccount(rendered.modal)
  accountData(rendered.modal, { balance: '1.5', balanceSymbol: 'ETH' })
  return rendered
}

const accountButton = () => screen.findByRole('button', { name: new RegExp(`^${SHORT}`) })

describe('ConnectButton, disconnected', () => {
  it('is named "Connect Wallet", keeps the host class and opens the modal', async () => {
    const { modal } = renderButton({ className: 'host-class' })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.className).toBe('host-class')
    expect(screen.getByLabelText('modal state').textContent).toBe('closed')
    await userEvent.click(button)
    // Opening loads the opening rules with the UI, so the state flips a moment later.
    await waitFor(() => expect(screen.getByLabelText('modal state').textContent).toBe('open'))
    expect(modal.getState().modal.open).toBe(true)
  })

  it('reads "Connecting…" while a wallet answers', () => {
    const { modal } = renderButton()
    act(() => {
      modal.store.dispatch(activeNamespaceSet('eip155'))
      modal.store.dispatch(connectionStarted({ namespace: 'eip155' }))
    })
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeTruthy()
  })

  it('adds its stylesheet once, first in <head>, and wears the theme variables under the host style', () => {
    document.head.append(document.createElement('link'))
    renderButton(
      { style: { color: 'red' } },
      { themeVariables: { 'portico-accent': '#0a7d5a', '--portico-border-radius': 8 } },
    )
    renderButton()
    const sheets = document.head.querySelectorAll(`#${BUTTON_STYLES_ID}`)
    expect(sheets).toHaveLength(1)
    expect(document.head.firstElementChild?.id).toBe(BUTTON_STYLES_ID)
    const [themed] = screen.getAllByRole('button', { name: 'Connect Wallet' })
    expect(themed?.style.getPropertyValue('--portico-accent')).toBe('#0a7d5a')
    expect(themed?.style.getPropertyValue('--portico-border-radius')).toBe('8px')
    expect(themed?.style.color).toBe('red')
  })

  it("follows the modal language, once that language's strings have arrived", async () => {
    const { modal } = renderButton({}, { language: 'es' })
    // The page's first paint has English (bundled); Spanish is a chunk of its own.
    expect(await screen.findByRole('button', { name: 'Conectar billetera' })).toBeTruthy()
    await act(() => modal.setLanguage('de'))
    expect(screen.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
  })

  it('explains a missing provider', () => {
    const quiet = console.error
    console.error = () => undefined
    try {
      expect(() => render(<ConnectButton />)).toThrow('inside <ModalProvider modal={modal}>')
    } finally {
      console.error = quiet
    }
  })
})

describe('ConnectButton, connected', () => {
  it('shows the network with its mark, and the account with avatar, address and balance', async () => {
    const { modal } = connectWithBalance()
    const network = await screen.findByRole('button', { name: 'Ethereum' })
    const networkMark = network.querySelector('img')
    expect(networkMark?.getAttribute('src')).toBe(svgDataUrl(NETWORK_ICONS['eip155:1'] ?? ''))
    expect(networkMark?.getAttribute('alt')).toBe('')
    expect([networkMark?.getAttribute('width'), networkMark?.getAttribute('height')]).toEqual([
      '24',
      '24',
    ])
    // Read as "who, how much"; the balance is drawn first (CSS order).
    const account = await screen.findByRole('button', { name: `${SHORT} 1.5 ETH` })
    expect(account.querySelector('img')?.getAttribute('src')).toBe(avatarUrl(ADDRESS))
    expect(
      account.closest('[data-portico-button-group]')?.hasAttribute('data-portico-responsive'),
    ).toBe(true)

    await userEvent.click(account)
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.getState().router.history.at(-1)?.view).toBe('Account')
  })

  it('the network button opens the network list', async () => {
    const { modal } = renderButton()
    connectAccount(modal)
    await userEvent.click(await screen.findByRole('button', { name: 'Ethereum' }))
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.getState().router.history).toEqual([{ view: 'Networks' }])
  })

  it('showBalance={false} leaves the balance out', async () => {
    connectWithBalance({ showBalance: false })
    expect((await screen.findByRole('button', { name: SHORT })).textContent).toBe(SHORT)
  })

  it('writes the balance in the modal language', async () => {
    connectWithBalance({}, { language: 'de' })
    expect(await screen.findByRole('button', { name: `${SHORT} 1,5 ETH` })).toBeTruthy()
  })

  it.each([
    ['full', true, true],
    ['icon', true, false],
    ['name', false, true],
  ] as const)('chainStatus="%s": mark %s, name shown %s', async (chainStatus, mark, shown) => {
    const { modal } = renderButton({ chainStatus })
    connectAccount(modal)
    // The name stays the button's accessible name even when only the mark is drawn.
    const network = await screen.findByRole('button', { name: 'Ethereum' })
    expect(network.querySelector('img') !== null).toBe(mark)
    expect(network.querySelector('[data-portico-label]')?.hasAttribute('data-hidden')).toBe(!shown)
  })

  it('chainStatus="none" leaves the network out', async () => {
    const { modal } = renderButton({ chainStatus: 'none' })
    connectAccount(modal)
    await screen.findByRole('button', { name: SHORT })
    expect(screen.getAllByRole('button')).toHaveLength(1)
  })

  it.each([
    ['full', true, true],
    ['avatar', true, false],
    ['address', false, true],
  ] as const)(
    'accountStatus="%s": avatar %s, address shown %s',
    async (accountStatus, avatar, shown) => {
      const { modal } = renderButton({ accountStatus, chainStatus: 'none' })
      connectAccount(modal)
      const account = await screen.findByRole('button', { name: SHORT })
      expect(account.querySelector('img') !== null).toBe(avatar)
      expect(account.querySelector('[data-portico-label]')?.hasAttribute('data-hidden')).toBe(
        !shown,
      )
    },
  )

  it('responsive={false} keeps every part on narrow screens', async () => {
    const { modal } = renderButton({ responsive: false, className: 'host' })
    connectAccount(modal)
    const group = (await accountButton()).closest('[data-portico-button-group]')
    expect(group?.hasAttribute('data-portico-responsive')).toBe(false)
    expect(group?.className).toBe('host')
  })

  it('a network the host did not configure reads "Wrong network" and opens the list', async () => {
    const { modal } = renderButton()
    connectAccount(modal, { caipNetworkId: 'eip155:8453' })
    const wrong = await screen.findByRole('button', { name: 'Wrong network' })
    expect(wrong.dataset['variant']).toBe('error')
    expect(wrong.querySelector('img')).toBeNull()
    await userEvent.click(wrong)
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Networks' }]))
  })

  it("shows the identity's name and image, the drawn avatar until it has loaded and if it fails", async () => {
    const images = stubImageLoads()
    const { modal } = renderButton({ chainStatus: 'none' })
    connectAccount(modal)
    accountData(modal, {
      profileName: 'alice.eth',
      profileImage: 'https://images.example/alice.png',
    })
    const account = await screen.findByRole('button', { name: /^alice\.eth/ })
    const image = within(account).getByRole('presentation')
    expect(image.getAttribute('src')).toBe(avatarUrl(ADDRESS))
    await images.fail('https://images.example/alice.png')
    expect(image.getAttribute('src')).toBe(avatarUrl(ADDRESS))
    await images.load('https://images.example/alice.png')
    expect(image.getAttribute('src')).toBe('https://images.example/alice.png')
  })

  it('cuts a long identity name to 30 characters and gives it whole as the description', async () => {
    const { modal } = renderButton({ chainStatus: 'none', showBalance: false })
    connectAccount(modal)
    const name = `${'n'.repeat(100_000)}.eth`
    accountData(modal, { profileName: name })
    const button = await screen.findByRole('button', {
      name: `${'n'.repeat(29)}…`,
      description: name,
    })
    expect(button.textContent).toHaveLength(30)
    // A name within the limit is shown whole, with no description repeating it.
    const short = 'a'.repeat(30)
    accountData(modal, { profileName: short })
    expect(screen.getByRole('button', { name: short }).hasAttribute('title')).toBe(false)
  })

  it('follows themeMode, and adds the connected stylesheet after the base one', async () => {
    const { modal } = renderButton({}, { themeMode: 'dark' })
    connectAccount(modal)
    const group = (await accountButton()).closest('[data-portico-button-group]')
    expect(group?.getAttribute('data-portico-theme')).toBe('dark')
    act(() => modal.setThemeMode('light'))
    expect(group?.getAttribute('data-portico-theme')).toBe('light')
    expect(document.getElementById(BUTTON_STYLES_ID)?.nextElementSibling?.id).toBe(
      'portico-button-connected-styles',
    )
  })
})

describe('ConnectButton, accessibility', () => {
  it.each(['light', 'dark'] as const)('passes an axe audit in the %s theme', async (themeMode) => {
    const { container, modal } = renderButton({}, { themeMode })
    expect(await axeViolations(container)).toEqual([])
    connectAccount(modal)
    accountData(modal, { balance: '1.5', balanceSymbol: 'ETH' })
    await screen.findByRole('button', { name: `${SHORT} 1.5 ETH` })
    expect(await axeViolations(container)).toEqual([])
  })
})
