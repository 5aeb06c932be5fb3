import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readRecentWallets, rememberRecentWallet } from '../../../core/connection/recents'
import { selectWalletConnect } from '../../../core/connectors/walletconnect/slice'
import { PAIRING_EXPIRY_MS, WALLET_CONNECT_URI_TIMEOUT_MS } from '../../../core/constants'
import { viewRegistryOf } from '../../../core/plugin/viewRegistry'
import { selectCurrentRoute } from '../../../core/router/selectors'
import type { WalletListItem } from '../../../core/wallets/schemas'
import { recommendedLoaded, requestStarted, walletsSlice } from '../../../core/wallets/slice'
import type { Modal, ModalOptions } from '../../../index'
import {
  resetUniversalProviderMock,
  universalProviderMock as wc,
} from '../../../tests/support/universalProviderMock'
import {
  createTestModal,
  openTestModal,
  registerTestView,
  renderModalApp,
  stubNetwork,
} from 'portico/testing'
import { SHELL_VIEW_OWNER } from '..'
import { walletConnectViews } from '.'

vi.mock('@walletconnect/universal-provider', async () => {
  const { universalProviderModule } = await import('../../../tests/support/universalProviderMock')
  return universalProviderModule
})

// Loaded up front, so a test file never ends while one of these imports is on its way.
await import('../../../core/connection')
await import('../../../core/connectors/walletconnect')

const QR_NAME = 'QR code to connect your wallet with WalletConnect'
const METAMASK: WalletListItem = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: null,
  mobile_link: 'metamask://',
  desktop_link: 'https://metamask.app.link/',
  webapp_link: null,
  rdns: 'io.metamask',
}

let modal: Modal
const cleanups: Array<() => void> = []

beforeEach(() => {
  stubNetwork()
  resetUniversalProviderMock()
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.useRealTimers()
  await act(() => modal.destroy())
  localStorage.clear()
})

/** Renders the modal on a WalletConnect view, registered as the shell will register it. */
async function show(view: string, data?: unknown, options: Partial<ModalOptions> = {}) {
  modal = createTestModal({ networks: ['eip155:1', 'eip155:8453'], ...options })
  await renderModalApp(modal)
  act(() => viewRegistryOf(modal.runtime).register('walletConnect', walletConnectViews))
  openTestModal(modal, view, data)
}

const pairing = () => selectWalletConnect(modal.getState())
const qrCode = () => screen.findByRole('img', { name: QR_NAME })
const qrPathOf = (svg: Element) => svg.querySelector('path')?.getAttribute('d')

/** Makes isMobileDevice() say mobile, the way Chromium's client hints do. */
function onMobile(): void {
  Object.defineProperty(navigator, 'userAgentData', { value: { mobile: true }, configurable: true })
  cleanups.push(() => Reflect.deleteProperty(navigator, 'userAgentData'))
}

/** A wallet of the explorer list in the store, as the wallet list would have loaded it. */
function walletInList(wallet: WalletListItem): void {
  act(() => {
    modal.runtime.bundle.rootReducer.inject(walletsSlice)
    modal.store.dispatch(requestStarted({ request: 'recommended', requestId: 'r1' }))
    modal.store.dispatch(recommendedLoaded({ requestId: 'r1', items: [wallet] }))
  })
}

describe('ConnectingWalletConnect', () => {
  test('shows a named skeleton until the URI comes, then its QR code as a named SVG', async () => {
    let release: () => void = () => undefined
    wc.uriGate = new Promise((resolve) => (release = resolve))
    await show('ConnectingWalletConnect')

    // The file's first view: on a busy machine its lazy chunk (and the QR encoder) takes a while.
    expect(
      await screen.findByRole('status', { name: 'Preparing the QR code…' }, { timeout: 10_000 }),
    ).toBeDefined()
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(wc.last.connectCalls).toHaveLength(1))

    act(() => release())
    const svg = await qrCode()
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(qrPathOf(svg)).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
    expect(pairing().uri).toBe(wc.last.uris[0])
    expect(screen.getByText('Scan this code with the wallet app on your phone')).toBeDefined()
    // A computer, no wallet picked: nothing to open, the visitor scans.
    expect(screen.queryByRole('link')).toBeNull()
  })

  test('Copy link puts the wc: URI on the clipboard and says so; a refusal says that', async () => {
    const user = userEvent.setup()
    await show('ConnectingWalletConnect')
    await qrCode()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)

    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(wc.last.uris[0])
    expect(await screen.findByText('Link copied')).toBeDefined()

    writeText.mockRejectedValue(new Error('Document is not focused'))
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('The link could not be copied')).toBeDefined()
  })

  test('the approval connects the account and closes the modal', async () => {
    await show('ConnectingWalletConnect')
    await qrCode()
    act(() => wc.last.approve({ chainId: 8453 }))

    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(modal.getState().account.byNamespace.eip155).toMatchObject({
      status: 'connected',
      caipNetworkId: 'eip155:8453',
      connectorId: 'walletConnect',
    })
  })

  test('a rejection shows the reason, and Try again shows a new code', async () => {
    const user = userEvent.setup()
    await show('ConnectingWalletConnect')
    const first = qrPathOf(await qrCode())
    act(() => wc.last.reject())

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Connection declined')).toBeDefined()
    expect(
      within(alert).getByText('The request was declined in your wallet. Try again for a new code.'),
    ).toBeDefined()
    expect(screen.queryByRole('img', { name: QR_NAME })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    const second = qrPathOf(await qrCode())
    expect(second).not.toBe(first)
    expect(wc.last.connectCalls).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('an expired code is replaced by a new one without the visitor doing anything', async () => {
    // The clock also runs by itself, so Testing Library's waits keep working.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    await show('ConnectingWalletConnect')
    const first = qrPathOf(await qrCode())

    await act(() => vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS))
    await waitFor(() => expect(pairing().uriCount).toBe(2))
    expect(qrPathOf(await qrCode())).not.toBe(first)
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      'The QR code was renewed. Scan the new code.',
    )
    expect(wc.last.connectCalls).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('a code that never comes ends in a clear error, and Try again pairs with a fresh client', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    })
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    wc.uriGate = new Promise(() => undefined)
    await show('ConnectingWalletConnect')
    expect(await screen.findByRole('status', { name: 'Preparing the QR code…' })).toBeDefined()
    await waitFor(() => expect(wc.last.connectCalls).toHaveLength(1))
    const stuck = wc.last

    await act(() => vi.advanceTimersByTimeAsync(WALLET_CONNECT_URI_TIMEOUT_MS))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('WalletConnect is not reachable')).toBeDefined()
    expect(
      within(alert).getByText(
        'WalletConnect could not be reached right now. Check your connection and try again.',
      ),
    ).toBeDefined()

    wc.uriGate = undefined
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await qrCode()
    expect(wc.instances).toHaveLength(2)
    expect(wc.last).not.toBe(stuck)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('says clearly when the site has no project id', async () => {
    await show('ConnectingWalletConnect', undefined, { projectId: '' })
    expect(await screen.findByText('WalletConnect is not set up on this site.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
    expect(wc.instances).toEqual([])
  })

  test('closing the modal aborts the pairing', async () => {
    const user = userEvent.setup()
    await show('ConnectingWalletConnect')
    await qrCode()
    const client = wc.last

    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(pairing().status).toBe('idle'))
    expect(client.cleanupCalls).toEqual([{ deletePairings: true }])
    expect(client.listenerCount('display_uri')).toBe(0)
  })
})

describe('opening the wallet on this device', () => {
  test('a wallet picked on a phone: its name, and a link into its app with the URI', async () => {
    onMobile()
    await show('ConnectingWalletConnect', { walletId: METAMASK.id })
    walletInList(METAMASK)
    await qrCode()

    expect(screen.getByRole('heading', { name: 'MetaMask' })).toBeDefined()
    const link = screen.getByRole('link', { name: 'Open MetaMask' })
    expect(link.getAttribute('href')).toBe(
      `metamask://wc?uri=${encodeURIComponent(wc.last.uris[0] ?? '')}`,
    )
    expect(link.getAttribute('target')).toBeNull()
  })

  test('a wallet picked on a computer: its desktop link, in a new tab', async () => {
    await show('ConnectingWalletConnect', { walletId: METAMASK.id })
    walletInList(METAMASK)
    await qrCode()

    const link = screen.getByRole('link', { name: 'Open MetaMask' })
    expect(link.getAttribute('href')).toBe(
      `https://metamask.app.link/wc?uri=${encodeURIComponent(wc.last.uris[0] ?? '')}`,
    )
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  test('a phone without a picked wallet: the bare URI, for whichever wallet app takes it', async () => {
    onMobile()
    await show('ConnectingWalletConnect')
    await qrCode()
    expect(screen.getByRole('link', { name: 'Open in a wallet app' }).getAttribute('href')).toBe(
      wc.last.uris[0],
    )
  })

  test('a wallet whose link is unsafe gets no link', async () => {
    onMobile()
    await show('ConnectingWalletConnect', { walletId: 'bad' })
    walletInList({ ...METAMASK, id: 'bad', name: 'Bad', mobile_link: 'javascript:alert(1)//' })
    await qrCode()
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('recent wallets (SPEC §9)', () => {
  const ids = () => readRecentWallets().map((wallet) => wallet.id)

  test('a wallet picked from the list: the wallet approves and the modal closes', async () => {
    await show('ConnectingWalletConnect', { walletId: METAMASK.id })
    walletInList(METAMASK)
    await qrCode()
    expect(ids()).toEqual([])

    act(() => wc.last.approve({ chainId: 1 }))

    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('connected')
  })

  // The modal closes within the `connected` dispatch; the wallet is remembered all the same.
  test('a wallet picked from the list is remembered once the wallet approved', async () => {
    await show('ConnectingWalletConnect', { walletId: METAMASK.id })
    walletInList(METAMASK)
    await qrCode()
    expect(ids()).toEqual([])

    act(() => wc.last.approve({ chainId: 1 }))

    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(readRecentWallets()).toEqual([METAMASK])
  })

  test('a recent wallet is known by name without the wallet list', async () => {
    const other = { ...METAMASK, id: 'other', name: 'Other Wallet' }
    rememberRecentWallet(METAMASK)
    rememberRecentWallet(other)
    await show('ConnectingWalletConnect', { walletId: METAMASK.id })
    await qrCode()
    expect(screen.getByRole('heading', { name: 'MetaMask' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Open MetaMask' })).toBeDefined()

    act(() => wc.last.approve({ chainId: 1 }))

    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
  })

  // The same production bug as above.
  test('a recent wallet moves to the front once the wallet approved', async () => {
    const other = { ...METAMASK, id: 'other', name: 'Other Wallet' }
    rememberRecentWallet(METAMASK)
    rememberRecentWallet(other)
    await show('ConnectingWalletConnect', { walletId: METAMASK.id })
    await qrCode()

    act(() => wc.last.approve({ chainId: 1 }))

    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(ids()).toEqual([METAMASK.id, 'other'])
  })

  test('the plain QR code remembers nothing: no wallet was picked', async () => {
    await show('ConnectingWalletConnect')
    await qrCode()
    act(() => wc.last.approve({ chainId: 1 }))
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(ids()).toEqual([])
  })

  test('a declined pairing remembers nothing', async () => {
    await show('ConnectingWalletConnect', { walletId: METAMASK.id })
    walletInList(METAMASK)
    await qrCode()
    act(() => wc.last.reject())
    expect(await screen.findByRole('alert')).toBeDefined()
    expect(ids()).toEqual([])
  })
})

describe('ConnectingWalletConnectBasic', () => {
  test('shows the QR code, and a way to AllWallets once that view exists', async () => {
    const user = userEvent.setup()
    await show('ConnectingWalletConnectBasic')
    // A modal without the shell's own views: no wallet list to offer.
    act(() => viewRegistryOf(modal.runtime).removeOwner(SHELL_VIEW_OWNER))
    expect(await qrCode()).toBeDefined()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined()
    expect(screen.queryByRole('button', { name: 'All wallets' })).toBeNull()

    registerTestView(modal, 'AllWallets', () => <p>Every wallet</p>)
    await user.click(await screen.findByRole('button', { name: 'All wallets' }))
    expect(selectCurrentRoute(modal.getState()).view).toBe('AllWallets')
    expect(await screen.findByText('Every wallet')).toBeDefined()
    // The pairing goes on behind the wallet list, with the same URI.
    expect(pairing()).toMatchObject({ status: 'pairing', uri: wc.last.uris[0] })
  })
})
