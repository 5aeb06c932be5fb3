import { act, render, waitFor, within } from '@testing-library/react'
import type { PorticoModal, SiwxConfig } from 'portico'
import { connected, namespaceChanged } from 'portico/plugin'
import { ModalProvider, useSession } from 'portico/react'
import {
  connectWallet,
  createTestModal,
  inModal,
  stubNetwork,
  type FakeProvider,
} from 'portico/testing'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { NONCE, OTHER_SIGNER, SIGNER, hostSiwx, signedText, signingWallet } from './test/fixtures'

beforeEach(() => stubNetwork())

const NETWORKS = ['eip155:1', 'eip155:8453']

function signInModal(siwx: SiwxConfig): PorticoModal {
  return createTestModal({
    networks: NETWORKS,
    metadata: { name: 'Test Shop', description: 'A shop', url: 'https://shop.test', icons: [] },
    siwx,
  })
}

/** The modal's sign-in plugin is set up (it loads at start when the host sets siwx). */
const pluginReady = (modal: PorticoModal) =>
  waitFor(() => expect(modal.getState().plugins.byId.siwx?.status).toBe('ready'))

/** Connects the wallet as a visitor does, the modal open on Connect. */
async function connect(modal: PorticoModal, wallet: FakeProvider = signingWallet()) {
  await pluginReady(modal)
  await act(() => modal.open())
  await act(async () => {
    await connectWallet(modal, wallet)
  })
  return wallet
}

const signInDialog = () => waitFor(() => inModal().getByRole('dialog', { name: 'Sign in' }))
const siwxState = (modal: PorticoModal) => modal.getState().siwx

describe('after a connection (SPEC §4)', () => {
  it('opens SIWXSignMessage when the account has no session: site, account, statement, scope', async () => {
    const { config } = hostSiwx()
    const modal = signInModal(config)
    await connect(modal)
    const dialog = await signInDialog()
    const view = within(dialog)
    expect(view.getByRole('heading', { name: 'Sign in to Test Shop' })).toBeDefined()
    expect(view.getByText(window.location.host)).toBeDefined()
    expect(view.getByText(`${SIGNER.address} (Ethereum)`)).toBeDefined()
    expect(view.getByText('Sign in to the test shop.')).toBeDefined()
    expect(view.getByText('know that you own this account')).toBeDefined()
    expect(view.getByText('send a transaction or move your funds')).toBeDefined()
    expect(view.getByRole('button', { name: 'Sign' })).toBeDefined()
    expect(view.getByRole('button', { name: 'Cancel' })).toBeDefined()
    expect(config.getSessions).toHaveBeenCalledWith('eip155:1', SIGNER.address)
    expect(siwxState(modal)?.status).toBe('asking')
  })

  it('signs an EIP-4361 message with the host nonce, saves the session and closes', async () => {
    const { config, sessions } = hostSiwx({ expiresInMs: 60_000 })
    const modal = signInModal(config)
    const wallet = await connect(modal)
    const request = vi.spyOn(wallet, 'request')
    const view = within(await signInDialog())
    const before = Date.now()
    await act(async () => view.getByRole('button', { name: 'Sign' }).click())
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))

    expect(config.getNonce).toHaveBeenCalledWith({ address: SIGNER.address, chainId: 'eip155:1' })
    // A plain personal_sign: the wallet asks the visitor itself, whatever the kit showed.
    const signCall = request.mock.calls.find(([args]) => args.method === 'personal_sign')
    expect(signCall?.[0]).toEqual({ method: 'personal_sign', params: expect.any(Array) })
    const text = signedText(wallet)
    const fields = parseSiweMessage(text)
    expect(fields).toMatchObject({
      domain: window.location.host,
      uri: window.location.origin,
      address: SIGNER.address,
      chainId: 1,
      nonce: NONCE,
      version: '1',
      statement: 'Sign in to the test shop.',
    })
    const issued = fields.issuedAt?.getTime() ?? 0
    expect(issued).toBeGreaterThanOrEqual(before - 1000)
    expect(fields.expirationTime?.getTime()).toBe(issued + 60_000)

    expect(sessions).toHaveLength(1)
    const [session] = sessions
    expect(session?.message).toBe(text)
    expect(
      await verifyMessage({
        address: SIGNER.address,
        message: text,
        signature: session?.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(session?.data).toMatchObject({ chainId: 'eip155:1', nonce: NONCE })
    expect(siwxState(modal)).toMatchObject({ status: 'signedIn', session })
    await expect(modal.getSession()).resolves.toEqual(session)
  })

  it('goes on as any connection when the host holds a session of the account', async () => {
    const { config, sessions } = hostSiwx()
    const modal = signInModal(config)
    const wallet = await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() => expect(siwxState(modal)?.status).toBe('signedIn'))

    // A second modal on the same host (a new page): the stored session counts.
    const next = signInModal(config)
    await connect(next, wallet)
    await waitFor(() => expect(siwxState(next)?.status).toBe('signedIn'))
    expect(next.getState().modal.open).toBe(false)
    expect(wallet.paramsOf('personal_sign')).toHaveLength(1)
    await expect(next.getSession()).resolves.toEqual(sessions[0])
  })

  it("reopens with 'Signature declined' when the visitor declines in the wallet", async () => {
    const { config, sessions } = hostSiwx()
    const modal = signInModal(config)
    const wallet = signingWallet().failOnce('personal_sign', 4001, 'User rejected the request.')
    await connect(modal, wallet)
    const view = within(await signInDialog())
    await act(async () => view.getByRole('button', { name: 'Sign' }).click())
    expect((await view.findByText('Signature declined')).getAttribute('role')).toBe('alert')
    expect(modal.getState().modal.open).toBe(true)
    expect(sessions).toHaveLength(0)

    // Signing again works.
    await act(async () => view.getByRole('button', { name: 'Sign' }).click())
    await waitFor(() => expect(siwxState(modal)?.status).toBe('signedIn'))
  })

  it("says so when the host's server refuses the session, and keeps the view", async () => {
    const { config } = hostSiwx({
      addSession: vi.fn(async () => {
        throw new Error('WRONG_NONCE')
      }),
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const modal = signInModal(config)
    await connect(modal)
    const view = within(await signInDialog())
    await act(async () => view.getByRole('button', { name: 'Sign' }).click())
    expect(
      (await view.findByText('The site did not accept the sign-in. Try again.')).getAttribute(
        'role',
      ),
    ).toBe('alert')
    expect(siwxState(modal)?.session).toBeUndefined()
  })

  it('Cancel closes and keeps the wallet connected when sign-in is optional', async () => {
    const { config } = hostSiwx()
    const modal = signInModal(config)
    await connect(modal)
    const view = within(await signInDialog())
    await act(async () => view.getByRole('button', { name: 'Cancel' }).click())
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('connected')
    await expect(modal.getSession()).resolves.toBeUndefined()
  })

  it('Cancel disconnects when sign-in is required', async () => {
    const { config } = hostSiwx({ required: true })
    const modal = signInModal(config)
    await connect(modal)
    const view = within(await signInDialog())
    await act(async () => view.getByRole('button', { name: 'Cancel' }).click())
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('disconnected')
  })
})

describe('a required sign-in', () => {
  it('blocks closing while there is no session: Escape and close() shake the modal instead', async () => {
    const { config } = hostSiwx({ required: true })
    const modal = signInModal(config)
    await connect(modal)
    const dialog = await signInDialog()
    expect(modal.getState().modal.closeBlocked).toBe(true)
    const shakes = modal.getState().modal.shakeCount

    act(() => modal.close())
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(modal.getState().modal.open).toBe(true)
    expect(modal.getState().modal.shakeCount).toBeGreaterThanOrEqual(shakes + 1)

    await act(async () => within(dialog).getByRole('button', { name: 'Sign' }).click())
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(modal.getState().modal.closeBlocked).toBe(false)
  })

  it('shakes instead of closing when the visitor goes back from the view', async () => {
    const { config } = hostSiwx({ required: true })
    const modal = signInModal(config)
    await connect(modal)
    await signInDialog()
    const shakes = modal.getState().modal.shakeCount
    act(() => modal.router.back())
    expect(modal.getState().modal).toMatchObject({ open: true, shakeCount: shakes + 1 })
    expect(modal.router.current().view).toBe('SIWXSignMessage')
  })
})

describe('a connection restored at page load', () => {
  const restore = (modal: PorticoModal) =>
    act(() => {
      modal.store.dispatch(namespaceChanged('eip155'))
      modal.store.dispatch(
        connected(
          {
            namespace: 'eip155',
            address: SIGNER.address,
            caipAddress: `eip155:1:${SIGNER.address}`,
            caipNetworkId: 'eip155:1',
            connectorId: 'injected',
          },
          'restore',
        ),
      )
    })

  it('opens the view when sign-in is required and the account has no session', async () => {
    const { config } = hostSiwx({ required: true })
    const modal = signInModal(config)
    await pluginReady(modal)
    await restore(modal)
    await signInDialog()
    expect(modal.getState().modal.closeBlocked).toBe(true)
  })

  it('stays closed when the host still holds the session, or when sign-in is optional', async () => {
    const held = hostSiwx({ required: true })
    const modal = signInModal(held.config)
    await pluginReady(modal)
    await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))

    const reloaded = signInModal(held.config)
    await pluginReady(reloaded)
    await restore(reloaded)
    await waitFor(() => expect(siwxState(reloaded)?.status).toBe('signedIn'))
    expect(reloaded.getState().modal.open).toBe(false)

    const optional = signInModal(hostSiwx().config)
    await pluginReady(optional)
    await restore(optional)
    await waitFor(() => expect(siwxState(optional)?.status).toBe('idle'))
    expect(optional.getState().modal.open).toBe(false)
  })
})

describe('changes and failures', () => {
  it('asks for a new session when the wallet moves to another account', async () => {
    const { config } = hostSiwx()
    const modal = signInModal(config)
    const wallet = await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))

    await act(async () => wallet.emit('accountsChanged', [OTHER_SIGNER.address]))
    await signInDialog()
    expect(siwxState(modal)).toMatchObject({ status: 'asking', session: undefined })
    expect(config.getSessions).toHaveBeenLastCalledWith('eip155:1', OTHER_SIGNER.address)
  })

  it('asks for a new session on another network', async () => {
    const { config } = hostSiwx()
    const modal = signInModal(config)
    const wallet = await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))

    await act(async () => wallet.emit('chainChanged', '0x2105'))
    await signInDialog()
    expect(config.getSessions).toHaveBeenLastCalledWith('eip155:8453', SIGNER.address)
  })

  it("says 'A problem occurred while trying initialize authentication' and disconnects when the host fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { config } = hostSiwx({
      getSessions: vi.fn(async () => {
        throw new Error('the server is down')
      }),
    })
    const modal = signInModal(config)
    await connect(modal)
    await waitFor(() =>
      expect(modal.getState().account.byNamespace.eip155?.status).toBe('disconnected'),
    )
    await waitFor(() =>
      expect(modal.getState().snackbar?.message).toEqual({ key: 'siwx:initFailed' }),
    )
    expect(
      await inModal().findByText('A problem occurred while trying initialize authentication'),
    ).toBeDefined()
    expect(modal.router.current().view).toBe('Connect')
  })

  it('treats a nonce that is no nonce as an init failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { config } = hostSiwx({ getNonce: vi.fn(async () => 'short') })
    const modal = signInModal(config)
    const wallet = await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() =>
      expect(modal.getState().account.byNamespace.eip155?.status).toBe('disconnected'),
    )
    expect(wallet.paramsOf('personal_sign')).toHaveLength(0)
  })

  it('raises the session-expired alert when the session expires, and asks again', async () => {
    const { config } = hostSiwx({ expiresInMs: 300 })
    const modal = signInModal(config)
    await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() => expect(siwxState(modal)?.status).toBe('signedIn'))
    await waitFor(
      () =>
        expect(modal.getState().alerts?.list.map((alert) => alert.code)).toContain(
          'SESSION_EXPIRED',
        ),
      { timeout: 2000 },
    )
    expect(siwxState(modal)?.session).toBeUndefined()
    await signInDialog()
  })

  it('ignores a stored session that has expired or is not the account', async () => {
    const { config, sessions } = hostSiwx()
    const modal = signInModal(config)
    const wallet = await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() => expect(sessions).toHaveLength(1))
    const [signed] = sessions
    if (!signed) throw new Error('no session')
    sessions[0] = {
      ...signed,
      data: { ...signed.data, expirationTime: '2001-01-01T00:00:00.000Z' },
    }

    const next = signInModal(config)
    await connect(next, wallet)
    await waitFor(() => expect(siwxState(next)?.status).toBe('asking'))
  })
})

describe('the host API', () => {
  it('useSession follows the session, and signOut revokes it', async () => {
    const { config, sessions } = hostSiwx()
    const modal = signInModal(config)
    function Probe() {
      const { session, status, isSignedIn } = useSession()
      return (
        <p data-testid="probe">
          {status} {String(isSignedIn)} {session?.data.address ?? 'none'}
        </p>
      )
    }
    const page = render(
      <ModalProvider modal={modal}>
        <Probe />
      </ModalProvider>,
    )
    await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() =>
      expect(page.getByTestId('probe').textContent).toBe(`signedIn true ${SIGNER.address}`),
    )

    await act(() => modal.signOut())
    expect(config.revokeSession).toHaveBeenCalledWith('eip155:1', SIGNER.address)
    expect(sessions).toHaveLength(0)
    expect(page.getByTestId('probe').textContent).toBe('idle false none')
    // Optional sign-in: the wallet stays connected.
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('connected')
  })

  it('getSession and signOut on a modal without sign-in: nothing to answer, nothing raised', async () => {
    const modal = createTestModal({ networks: NETWORKS })
    await expect(modal.getSession()).resolves.toBeUndefined()
    await expect(modal.signOut()).resolves.toBeUndefined()
    expect(modal.getState().plugins.byId.siwx?.status).toBe('ready')
    expect(modal.getState().alerts?.list ?? []).toEqual([])
  })

  it('useSession says unavailable on a modal without sign-in, and the plugin never loads', async () => {
    const modal = createTestModal({ networks: NETWORKS })
    function Probe() {
      return <p data-testid="probe">{useSession().status}</p>
    }
    const page = render(
      <ModalProvider modal={modal}>
        <Probe />
      </ModalProvider>,
    )
    await act(() => modal.open())
    expect(page.getByTestId('probe').textContent).toBe('unavailable')
    expect(modal.getState().plugins.byId.siwx?.status).not.toBe('ready')
  })

  it('signOut disconnects as well when sign-in is required', async () => {
    const { config } = hostSiwx({ required: true })
    const modal = signInModal(config)
    await connect(modal)
    await act(async () =>
      within(await signInDialog())
        .getByRole('button', { name: 'Sign' })
        .click(),
    )
    await waitFor(() => expect(siwxState(modal)?.status).toBe('signedIn'))
    await act(() => modal.signOut())
    expect(modal.getState().account.byNamespace.eip155?.status).toBe('disconnected')
  })
})
