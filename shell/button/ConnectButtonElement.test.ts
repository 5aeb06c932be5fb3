import { waitFor } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { NETWORK_ICONS, svgDataUrl } from '../../core/chains/icons'
import { setupServiceServer } from 'portico/testing'
import { coreModal } from '../../testing/coreModal'
import { stubImageLoads } from '../react/test/imageLoads'
import { avatarUrl } from '../ui/avatar'
import { axeViolations } from '../ui/test/kit'
import { ConnectButtonElement, setButtonModal } from '../../button'
import {
  accountData,
  ADDRESS,
  connect,
  connecting,
  disconnect,
  mount,
  shadowOf,
  SHORT,
} from './test/mount'

setupServiceServer()

afterEach(() => {
  document.body.replaceChildren()
  setButtonModal(undefined)
})

/** Mounted, connected, with a balance of 1.5 ETH. */
function connectedButton(attributes: Record<string, string> = {}, options = {}) {
  const mounted = mount('portico-connect-button', attributes, options)
  connect(mounted.modal)
  accountData(mounted.modal, { balance: '1.5', balanceSymbol: 'ETH' })
  return mounted
}

describe('<portico-connect-button>, disconnected', () => {
  it('is a real button named "Connect Wallet" in its shadow root, and opens Connect', async () => {
    const { modal, element, shadow } = mount('portico-connect-button')
    expect(element).toBeInstanceOf(ConnectButtonElement)
    const button = shadow.getByRole('button', { name: 'Connect Wallet' })
    expect(button.tagName).toBe('BUTTON')
    expect(button.hasAttribute('data-portico-button')).toBe(true)
    expect(element.shadowRoot?.querySelector('style')?.textContent).toContain(
      '[data-portico-button]',
    )
    await userEvent.click(button)
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.getState().router.history).toEqual([{ view: 'Connect' }])
  })

  it('reads "Connecting…" while a wallet answers', () => {
    const { modal, shadow } = mount('portico-connect-button')
    connecting(modal)
    expect(shadow.getByRole('button', { name: 'Connecting…' })).toBeTruthy()
  })

  it("follows the modal's language once its strings have arrived", async () => {
    const { modal, shadow } = mount('portico-connect-button', {}, { language: 'es' })
    expect(await shadow.findByRole('button', { name: 'Conectar billetera' })).toBeTruthy()
    await modal.setLanguage('de')
    expect(shadow.getByRole('button', { name: 'Wallet verbinden' })).toBeTruthy()
  })

  it("wears the modal's theme mode and variables, which the page's own rules do not override", () => {
    const { modal, element } = mount(
      'portico-connect-button',
      {},
      {
        themeMode: 'dark',
        themeVariables: { 'portico-accent': '#0a7d5a', '--portico-border-radius': 8 },
      },
    )
    const group = element.shadowRoot?.querySelector<HTMLElement>('[data-portico-button-group]')
    expect(group?.getAttribute('data-portico-theme')).toBe('dark')
    expect(group?.style.getPropertyValue('--portico-accent')).toBe('#0a7d5a')
    expect(group?.style.getPropertyValue('--portico-border-radius')).toBe('8px')
    modal.setThemeMode('light')
    modal.setThemeVariables({ '--portico-accent': '#123456' })
    expect(group?.getAttribute('data-portico-theme')).toBe('light')
    expect(group?.style.getPropertyValue('--portico-accent')).toBe('#123456')
    expect(group?.style.getPropertyValue('--portico-border-radius')).toBe('')
  })
})

describe('<portico-connect-button>, finding its modal', () => {
  it('is disabled until the page links a modal, then follows the one setButtonModal gives', async () => {
    const element = document.createElement('portico-connect-button')
    document.body.append(element)
    const button = shadowOf(element).getByRole('button', { name: 'Connect Wallet' })
    expect(button.hasAttribute('disabled')).toBe(true)
    const modal = coreModal()
    setButtonModal(modal)
    expect(shadowOf(element).getByRole('button', { name: 'Connect Wallet' })).toBe(button)
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(element.modal).toBe(modal)
    // A page with two modals: an element's own `modal` wins over the page's.
    const own = coreModal()
    element.modal = own
    connecting(own)
    expect(shadowOf(element).getByRole('button', { name: 'Connecting…' })).toBe(button)
    connect(modal)
    expect(shadowOf(element).getByRole('button', { name: 'Connecting…' })).toBe(button)
  })

  it('takes a modal set on the element before the tag was defined', () => {
    const early = document.createElement('portico-late-connect-button') as HTMLElement & {
      modal?: unknown
    }
    const modal = coreModal()
    early.modal = modal
    document.body.append(early)
    customElements.define('portico-late-connect-button', class extends ConnectButtonElement {})
    const upgraded = document.body.lastElementChild as ConnectButtonElement
    expect(upgraded.modal).toBe(modal)
    expect(shadowOf(upgraded).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('refuses what is not a modal, naming where it was given', () => {
    expect(() => setButtonModal({} as never)).toThrow('setButtonModal(modal) takes the modal')
    const element = document.createElement('portico-connect-button')
    expect(() => {
      element.modal = 'modal' as never
    }).toThrow('<portico-connect-button>.modal takes the modal')
  })

  it('stops following the store once out of the document', () => {
    const { modal, element, shadow } = mount('portico-connect-button')
    element.remove()
    connecting(modal)
    expect(shadow.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    document.body.append(element)
    expect(shadow.getByRole('button', { name: 'Connecting…' })).toBeTruthy()
  })
})

describe('<portico-connect-button>, connected', () => {
  it('shows the network with its mark, and the account with avatar, address and balance', async () => {
    const { modal, shadow, element } = connectedButton()
    const network = await shadow.findByRole('button', { name: 'Ethereum' })
    const mark = network.querySelector('img')
    expect(mark?.getAttribute('src')).toBe(svgDataUrl(NETWORK_ICONS['eip155:1'] ?? ''))
    expect([mark?.getAttribute('alt'), mark?.getAttribute('width')]).toEqual(['', '24'])
    const account = shadow.getByRole('button', { name: `${SHORT} 1.5 ETH` })
    expect(account.querySelector('img')?.getAttribute('src')).toBe(avatarUrl(ADDRESS))
    expect(account.getAttribute('aria-haspopup')).toBe('dialog')
    // The connected rules joined the shadow root.
    expect(element.shadowRoot?.querySelectorAll('style')).toHaveLength(2)
    await userEvent.click(account)
    await waitFor(() => expect(modal.getState().modal.open).toBe(true))
    expect(modal.getState().router.history.at(-1)?.view).toBe('Account')
  })

  it('the network button opens the network list', async () => {
    const { modal, shadow } = connectedButton()
    await userEvent.click(await shadow.findByRole('button', { name: 'Ethereum' }))
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Networks' }]))
  })

  it('keeps the focused account button as the balance arrives', async () => {
    const { modal, shadow } = mount('portico-connect-button')
    connect(modal)
    const account = await shadow.findByRole('button', { name: SHORT })
    account.focus()
    accountData(modal, { balance: '2', balanceSymbol: 'ETH' })
    expect(shadow.getByRole('button', { name: `${SHORT} 2 ETH` })).toBe(account)
    expect(account.getRootNode()).toHaveProperty('activeElement', account)
  })

  it('show-balance="false" leaves the balance out; removing the attribute brings it back', async () => {
    const { shadow, element } = connectedButton({ 'show-balance': 'false' })
    expect((await shadow.findByRole('button', { name: SHORT })).textContent).toBe(SHORT)
    element.removeAttribute('show-balance')
    expect(shadow.getByRole('button', { name: `${SHORT} 1.5 ETH` })).toBeTruthy()
  })

  it('writes the balance in the modal language', async () => {
    const { shadow } = connectedButton({}, { language: 'de' })
    expect(await shadow.findByRole('button', { name: `${SHORT} 1,5 ETH` })).toBeTruthy()
  })

  it.each([
    ['full', true, true],
    ['icon', true, false],
    ['name', false, true],
  ] as const)('chain-status="%s": mark %s, name shown %s', async (chainStatus, mark, shown) => {
    const { shadow } = connectedButton({ 'chain-status': chainStatus })
    // The name stays the button's accessible name even when only the mark is drawn.
    const network = await shadow.findByRole('button', { name: 'Ethereum' })
    expect(network.querySelector('img') !== null).toBe(mark)
    expect(network.querySelector('[data-portico-label]')?.hasAttribute('data-hidden')).toBe(!shown)
  })

  it('chain-status="none" leaves the network out, and a change of it puts it back', async () => {
    const { shadow, element } = connectedButton({ 'chain-status': 'none' })
    await shadow.findByRole('button', { name: `${SHORT} 1.5 ETH` })
    expect(shadow.getAllByRole('button')).toHaveLength(1)
    element.setAttribute('chain-status', 'icon')
    const [network, account] = shadow.getAllByRole('button')
    expect(network?.textContent).toBe('Ethereum')
    expect(network?.querySelector('[data-portico-label]')?.hasAttribute('data-hidden')).toBe(true)
    expect(account?.textContent).toBe(`${SHORT}1.5 ETH`)
  })

  it.each([
    ['full', true, true],
    ['avatar', true, false],
    ['address', false, true],
  ] as const)(
    'account-status="%s": avatar %s, address shown %s',
    async (accountStatus, avatar, shown) => {
      const { shadow } = connectedButton({
        'account-status': accountStatus,
        'chain-status': 'none',
      })
      const account = await shadow.findByRole('button', { name: `${SHORT} 1.5 ETH` })
      expect(account.querySelector('img') !== null).toBe(avatar)
      expect(account.querySelector('[data-portico-label]')?.hasAttribute('data-hidden')).toBe(
        !shown,
      )
    },
  )

  it('an unknown attribute value means the default', async () => {
    const { shadow } = connectedButton({ 'chain-status': 'everything', 'account-status': 'x' })
    const network = await shadow.findByRole('button', { name: 'Ethereum' })
    expect(network.querySelector('[data-portico-label]')?.hasAttribute('data-hidden')).toBe(false)
    expect(
      shadow.getByRole('button', { name: `${SHORT} 1.5 ETH` }).querySelector('img'),
    ).toBeTruthy()
  })

  it('responsive="false" keeps every part on narrow screens', async () => {
    const { shadow, element } = connectedButton({ responsive: 'false' })
    const group = (await shadow.findByRole('button', { name: 'Ethereum' })).parentElement
    expect(group?.hasAttribute('data-portico-responsive')).toBe(false)
    element.removeAttribute('responsive')
    expect(group?.hasAttribute('data-portico-responsive')).toBe(true)
  })

  it('a network the host did not configure reads "Wrong network" and opens the list', async () => {
    const { modal, shadow } = mount('portico-connect-button')
    connect(modal, { caipNetworkId: 'eip155:8453' })
    const wrong = await shadow.findByRole('button', { name: 'Wrong network' })
    expect(wrong.dataset['variant']).toBe('error')
    expect(wrong.querySelector('img')).toBeNull()
    await userEvent.click(wrong)
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Networks' }]))
  })

  it("shows the identity's name and image, the drawn avatar until it has loaded", async () => {
    const images = stubImageLoads()
    const { modal, shadow } = mount('portico-connect-button', { 'chain-status': 'none' })
    connect(modal)
    accountData(modal, { profileName: 'alice.eth', profileImage: 'https://images.example/a.png' })
    const account = await shadow.findByRole('button', { name: 'alice.eth' })
    const image = account.querySelector('img')
    expect(image?.getAttribute('src')).toBe(avatarUrl(ADDRESS))
    await images.load('https://images.example/a.png')
    expect(image?.getAttribute('src')).toBe('https://images.example/a.png')
  })

  it('keeps the drawn avatar when the image fails', async () => {
    const images = stubImageLoads()
    const { modal, shadow } = mount('portico-connect-button', { 'chain-status': 'none' })
    connect(modal)
    accountData(modal, { profileName: 'alice.eth', profileImage: 'https://images.example/a.png' })
    const account = await shadow.findByRole('button', { name: 'alice.eth' })
    await images.fail('https://images.example/a.png')
    expect(account.querySelector('img')?.getAttribute('src')).toBe(avatarUrl(ADDRESS))
  })

  it('cuts a long identity name to 30 characters and gives it whole as the description', async () => {
    const { modal, shadow } = mount('portico-connect-button', { 'chain-status': 'none' })
    connect(modal)
    const name = `${'n'.repeat(200)}.eth`
    accountData(modal, { profileName: name })
    const button = await shadow.findByRole('button', { name: `${'n'.repeat(29)}…` })
    expect(button.getAttribute('title')).toBe(name)
  })

  it('goes back to "Connect Wallet" on disconnect, the network button gone', async () => {
    const { modal, shadow } = connectedButton()
    const account = await shadow.findByRole('button', { name: `${SHORT} 1.5 ETH` })
    disconnect(modal)
    expect(shadow.getAllByRole('button')).toEqual([account])
    expect(account.textContent).toBe('Connect Wallet')
    expect(account.hasAttribute('data-variant')).toBe(false)
    await userEvent.click(account)
    await waitFor(() => expect(modal.getState().router.history).toEqual([{ view: 'Connect' }]))
  })
})

describe('<portico-connect-button>, accessibility', () => {
  it.each(['light', 'dark'] as const)('passes an axe audit in the %s theme', async (themeMode) => {
    const { modal, shadow } = mount('portico-connect-button', {}, { themeMode })
    mount('portico-network-button', {}, { themeMode })
    expect(await axeViolations(document.body)).toEqual([])
    connect(modal)
    accountData(modal, { balance: '1.5', balanceSymbol: 'ETH' })
    await shadow.findByRole('button', { name: `${SHORT} 1.5 ETH` })
    expect(await axeViolations(document.body)).toEqual([])
  })
})
