import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModal, openTestModal, renderModalApp, stubNetwork } from 'portico/testing'
import { PorticoError } from 'portico/plugin'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Messenger from './frame/messenger'
import { CODE, createFakeFrame, EMBEDDED, frameError, TOKEN } from './test/fakeFrame'

// The frame is faked at the messenger: the views, the provider, the AUTH connector and the
// kit's connection are the real ones.
const frame = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof createFakeFrame> | undefined,
}))
vi.mock('./frame/messenger', async (importOriginal) => {
  const original = await importOriginal<typeof Messenger>()
  return {
    ...original,
    createFrameMessenger: () => {
      if (!frame.current) throw new Error('no fake frame for this test')
      return frame.current.messenger
    },
  }
})

beforeEach(() => {
  stubNetwork()
  localStorage.clear()
})

const NETWORKS = ['eip155:1']

async function openConnect(overrides: Parameters<typeof createFakeFrame>[0] = {}) {
  frame.current = createFakeFrame(overrides)
  const modal = createTestModal({
    networks: NETWORKS,
    endpoints: { authService: 'https://auth.test' },
    features: { email: true },
  })
  await renderModalApp(modal)
  // The plugin's code first (the first test of the file transforms it, seconds on a loaded
  // machine), so the wait for its section below is a wait for a render, not for an import.
  expect(await modal.loadPlugin('email')).toBe('ready')
  openTestModal(modal)
  const user = userEvent.setup()
  const shown = Object.assign(screen, { user })
  const dialog = await shown.findByRole('dialog', { name: 'Connect Wallet' })
  const address = await within(dialog).findByRole('textbox', { name: 'Email' })
  return { modal, shown, dialog, address, fake: frame.current }
}

type Shown = typeof screen & { user: ReturnType<typeof userEvent.setup> }

async function typeAddress(shown: Shown, address: HTMLElement, email: string) {
  await shown.user.clear(address)
  await shown.user.type(address, email)
  await shown.user.click(shown.getByRole('button', { name: 'Continue' }))
}

describe('e-mail login', () => {
  it('refuses an invalid address, then signs in with the code and connects through the AUTH connector', async () => {
    const { modal, shown, address, fake } = await openConnect()
    await typeAddress(shown, address, 'ada@')
    expect(await shown.findByText('Enter a valid e-mail address.')).toBeDefined()
    expect(fake.requests.filter((each) => !each.type.startsWith('SYNC_'))).toEqual([])
    await typeAddress(shown, address, 'ada@example.com')
    const code = await shown.findByRole('textbox', { name: 'Code' })
    expect(fake.requests.find((each) => each.type === 'CONNECT_EMAIL')?.payload).toEqual({
      email: 'ada@example.com',
    })
    await shown.user.type(code, '000000')
    expect(await shown.findByText('Wrong code. Check it and try again.')).toBeDefined()
    await shown.user.clear(code)
    await shown.user.type(code, CODE)
    await waitFor(
      () =>
        expect(modal.getState().account.byNamespace.eip155).toMatchObject({
          status: 'connected',
          address: EMBEDDED,
          connectorId: 'email',
        }),
      { timeout: 5_000 },
    )
    await waitFor(() => expect(modal.getState().modal.open).toBe(false), { timeout: 5_000 })
    expect(localStorage.getItem('portico:email:loginUsed')).toBe('true')
    expect(localStorage.getItem('portico:email:address')).toBe('ada@example.com')
  })

  it('says when to try again, how long until a resend, and what an expired or dead code means', async () => {
    let calls = 0
    const { shown, address } = await openConnect({
      CONNECT_EMAIL: () => {
        calls += 1
        if (calls === 1) throw frameError('Slow down', 'RATE_LIMITED', 12)
        return { action: 'VERIFY_OTP' }
      },
      CONNECT_OTP: ({ otp }) => {
        throw otp === '111111'
          ? frameError('Expired', 'CODE_EXPIRED')
          : frameError('Dead', 'TOO_MANY_TRIES')
      },
    })
    await typeAddress(shown, address, 'ada@example.com')
    expect(await shown.findByText('Please try again after 12 seconds')).toBeDefined()
    await shown.user.click(shown.getByRole('button', { name: 'Continue' }))
    const code = await shown.findByRole('textbox', { name: 'Code' })
    expect(
      (shown.getByRole('button', { name: /Resend code in 30 s/ }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await shown.user.type(code, '111111')
    expect(await shown.findByText('This code has expired. Ask for a new one.')).toBeDefined()
    await shown.user.clear(code)
    await shown.user.type(code, '222222')
    expect(await shown.findByText('Too many tries. Ask for a new code.')).toBeDefined()
  })

  it('asks a new device to be approved from the mailbox, then for the code', async () => {
    let approve: () => void = () => undefined
    const { shown, address } = await openConnect({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: () => new Promise((resolve) => (approve = () => resolve({}))),
    })
    await typeAddress(shown, address, 'ada@example.com')
    expect(await shown.findByRole('heading', { name: 'Approve this device' })).toBeDefined()
    expect(shown.getByText(/Check your mailbox/)).toBeDefined()
    act(() => approve())
    expect(await shown.findByRole('textbox', { name: 'Code' })).toBeDefined()
  })
})

// A sign-in, then a request through the whole modal: more than the default 5 s on a busy
// machine.
describe('ApproveTransaction', { timeout: 20_000 }, () => {
  /**
   * A frame that asks the visitor about every signing request, as the real one does: it says
   * so (FRAME_APPROVAL_NEEDED), and answers once the test decides in its stead, or refuses
   * when the kit cancels. Reads are answered at once.
   */
  function askingFrame() {
    const asked: Array<{ id: string; decide: (approved: boolean) => void }> = []
    let fake: ReturnType<typeof createFakeFrame> | undefined
    let next = 0
    const rpc = (payload: Record<string, unknown>) => {
      if (payload.method === 'eth_getBalance') return '0x0'
      const id = `rpc-${(next += 1)}`
      return new Promise((resolve, reject) => {
        const decide = (approved: boolean) => {
          fake?.emit({
            type: 'FRAME_APPROVAL_DONE',
            payload: { requestId: id, outcome: approved ? 'approved' : 'rejected' },
          })
          if (approved) resolve(`0x${'ab'.repeat(32)}`)
          else reject(frameError('User rejected the request.', 'USER_REJECTED'))
        }
        asked.push({ id, decide })
        fake?.emit({ type: 'FRAME_APPROVAL_NEEDED', payload: { requestId: id } })
      })
    }
    const cancel = () => {
      for (const each of asked.splice(0)) each.decide(false)
      return {}
    }
    return {
      asked,
      overrides: { RPC_REQUEST: rpc, CANCEL_APPROVAL: cancel },
      attach: (frame: ReturnType<typeof createFakeFrame>) => (fake = frame),
    }
  }

  async function signedIn() {
    const frameSide = askingFrame()
    const { modal, shown, address, fake } = await openConnect(frameSide.overrides)
    frameSide.attach(fake)
    await typeAddress(shown, address, 'ada@example.com')
    await shown.user.type(await shown.findByRole('textbox', { name: 'Code' }), CODE)
    await waitFor(() => expect(modal.getState().modal.open).toBe(false), { timeout: 5_000 })
    const provider = await import('portico').then(({ getWalletProvider }) =>
      getWalletProvider(modal),
    )
    return { modal, shown, fake, provider, frameSide }
  }

  it('shows the frame in the modal while it asks (the host draws no request, no Approve), and leaves once the frame is done', async () => {
    const { modal, shown, fake, provider, frameSide } = await signedIn()
    const sending = provider?.request({
      method: 'eth_sendTransaction',
      params: [{ from: EMBEDDED, to: TOKEN, data: '0x' }],
    })
    const dialog = await shown.findByRole('dialog', { name: 'Approve request' })
    expect(
      await within(dialog).findByRole('heading', { name: 'Your e-mail wallet asks' }),
    ).toBeDefined()
    expect(within(dialog).getByRole('status').textContent).toMatch(/approve or reject it there/)
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(within(dialog).queryByText(TOKEN)).toBeNull()
    // The frame is drawn over the view's box, named in the modal's language.
    await waitFor(() =>
      expect(fake.placements.at(-1)).toMatchObject({ title: 'E-mail wallet approval' }),
    )
    // It says how tall its approval is: the box follows.
    act(() => fake.emit({ type: 'FRAME_APPROVAL_SIZE', payload: { height: 420 } }))
    expect(within(dialog).getByTestId('approval-frame-box').style.height).toBe('420px')

    act(() => frameSide.asked[0]?.decide(true))
    await expect(sending).resolves.toBe(`0x${'ab'.repeat(32)}`)
    await waitFor(() => expect(modal.getState().modal.open).toBe(false), { timeout: 5_000 })
    expect(fake.placements.at(-1)).toBeUndefined()
  })

  it('a refusal in the frame is 4001; closing the modal cancels the request in the frame', async () => {
    const { modal, shown, fake, provider, frameSide } = await signedIn()
    const refused = provider?.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', EMBEDDED],
    })
    const rejected = expect(refused).rejects.toMatchObject({ code: 4001 })
    await shown.findByRole('dialog', { name: 'Approve request' })
    act(() => frameSide.asked[0]?.decide(false))
    await rejected
    await waitFor(() => expect(modal.getState().modal.open).toBe(false), { timeout: 5_000 })

    const closed = provider?.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', EMBEDDED],
    })
    const cancelled = expect(closed).rejects.toMatchObject({ code: 4001 })
    const dialog = await shown.findByRole('dialog', { name: 'Approve request' })
    await shown.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await cancelled
    expect(fake.requests.filter((each) => each.type === 'CANCEL_APPROVAL')).toHaveLength(1)
    await waitFor(() => expect(fake.placements.at(-1)).toBeUndefined())
  })
})

// A sign-in whose code waits on the frame's recovery screens: more than the default 5 s on a
// busy machine.
describe('the frame’s recovery screens', { timeout: 20_000 }, () => {
  /**
   * A frame whose code request unlocks a wallet that asks the visitor first, as the real one
   * does under visitor-secret recovery: FRAME_RECOVERY_NEEDED, then DONE and the answer once
   * the test decides in the visitor's stead; the kit's cancel fails it as RECOVERY_CANCELLED.
   */
  function recoveringFrame() {
    let fake: ReturnType<typeof createFakeFrame> | undefined
    let finish: (outcome: 'unlocked' | 'cancelled') => void = () => undefined
    const connectOtp = () =>
      new Promise((resolve, reject) => {
        finish = (outcome) => {
          fake?.emitRecovery({
            type: 'FRAME_RECOVERY_DONE',
            payload: { requestId: 'otp-1', outcome },
          })
          if (outcome === 'unlocked') resolve({})
          else reject(frameError('The wallet was not unlocked', 'RECOVERY_CANCELLED'))
        }
        fake?.emitRecovery({ type: 'FRAME_RECOVERY_NEEDED', payload: { requestId: 'otp-1' } })
      })
    return {
      overrides: {
        CONNECT_OTP: connectOtp,
        CANCEL_RECOVERY: () => {
          finish('cancelled')
          return {}
        },
      },
      attach: (frame: ReturnType<typeof createFakeFrame>) => (fake = frame),
      finish: (outcome: 'unlocked' | 'cancelled') => finish(outcome),
    }
  }

  it('shows the frame in place of the code while it asks during a sign-in, then connects', async () => {
    const frameSide = recoveringFrame()
    const { modal, shown, address, fake } = await openConnect(frameSide.overrides)
    frameSide.attach(fake)
    await typeAddress(shown, address, 'ada@example.com')
    await shown.user.type(await shown.findByRole('textbox', { name: 'Code' }), CODE)
    const dialog = await shown.findByRole('dialog', { name: 'Email login' })
    expect(
      await within(dialog).findByRole('heading', { name: 'Protect or unlock your wallet' }),
    ).toBeDefined()
    expect(within(dialog).queryByRole('textbox', { name: 'Code' })).toBeNull()
    expect(within(dialog).getByRole('status').textContent).toMatch(/only the wallet sees/)
    await waitFor(() =>
      expect(fake.placements.at(-1)).toMatchObject({ title: 'E-mail wallet recovery' }),
    )
    act(() => fake.emitRecovery({ type: 'FRAME_RECOVERY_SIZE', payload: { height: 300 } }))
    expect(within(dialog).getByTestId('recovery-frame-box').style.height).toBe('300px')
    act(() => frameSide.finish('unlocked'))
    await waitFor(
      () =>
        expect(modal.getState().account.byNamespace.eip155).toMatchObject({
          status: 'connected',
          address: EMBEDDED,
        }),
      { timeout: 5_000 },
    )
    expect(fake.placements.at(-1)).toBeUndefined()
  })

  it('closing the modal cancels the recovery in the frame; the sign-in says so and can start again', async () => {
    const frameSide = recoveringFrame()
    const { modal, shown, address, fake } = await openConnect(frameSide.overrides)
    frameSide.attach(fake)
    await typeAddress(shown, address, 'ada@example.com')
    await shown.user.type(await shown.findByRole('textbox', { name: 'Code' }), CODE)
    const dialog = await shown.findByRole('dialog', { name: 'Email login' })
    await within(dialog).findByRole('heading', { name: 'Protect or unlock your wallet' })
    await shown.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    expect(fake.requests.filter((each) => each.type === 'CANCEL_RECOVERY')).toHaveLength(1)
    await waitFor(() => expect(fake.placements.at(-1)).toBeUndefined())
    expect(modal.getState().account.byNamespace.eip155?.status).not.toBe('connected')
    // The modal keeps working: a new sign-in starts from the Connect view.
    openTestModal(modal)
    expect(
      await within(await shown.findByRole('dialog', { name: 'Connect Wallet' })).findByRole(
        'textbox',
        { name: 'Email' },
      ),
    ).toBeDefined()
  })

  it('a recovery cancelled in the frame is said in the login view', async () => {
    const frameSide = recoveringFrame()
    const { shown, address, fake } = await openConnect(frameSide.overrides)
    frameSide.attach(fake)
    await typeAddress(shown, address, 'ada@example.com')
    await shown.user.type(await shown.findByRole('textbox', { name: 'Code' }), CODE)
    await shown.findByRole('heading', { name: 'Protect or unlock your wallet' })
    act(() => frameSide.finish('cancelled'))
    expect(await shown.findByText(/you cancelled its recovery/)).toBeDefined()
    expect(shown.getByRole('textbox', { name: 'Code' })).toBeDefined()
  })

  it('a known device without its share is sent the approval link: the login view asks for the approval', async () => {
    let starts = 0
    const { shown, address, fake } = await openConnect({
      CONNECT_EMAIL: () => ({ action: (starts += 1) === 1 ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }),
      CONNECT_OTP: () => {
        throw frameError('Approve this device from your e-mail', 'RECOVERY_REQUIRED')
      },
      CONNECT_DEVICE: () => new Promise(() => undefined),
    })
    await typeAddress(shown, address, 'ada@example.com')
    await shown.user.type(await shown.findByRole('textbox', { name: 'Code' }), CODE)
    expect(await shown.findByRole('heading', { name: 'Approve this device' })).toBeDefined()
    expect(fake.requests.filter((each) => each.type === 'CONNECT_EMAIL')).toHaveLength(2)
  })

  it('opens EmailRecovery when the frame asks outside a sign-in, and leaves when it is done', async () => {
    const { modal, shown, fake } = await openConnect()
    await shown.user.click(shown.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))
    act(() => fake.emitRecovery({ type: 'FRAME_RECOVERY_NEEDED', payload: { requestId: 'u-1' } }))
    const dialog = await shown.findByRole('dialog', { name: 'Wallet recovery' })
    expect(
      await within(dialog).findByRole('heading', { name: 'Protect or unlock your wallet' }),
    ).toBeDefined()
    await waitFor(() =>
      expect(fake.placements.at(-1)).toMatchObject({ title: 'E-mail wallet recovery' }),
    )
    act(() =>
      fake.emitRecovery({
        type: 'FRAME_RECOVERY_DONE',
        payload: { requestId: 'u-1', outcome: 'unlocked' },
      }),
    )
    await waitFor(() => expect(modal.getState().modal.open).toBe(false), { timeout: 5_000 })
    expect(fake.placements.at(-1)).toBeUndefined()
  })
})

describe('UpdateEmailWallet', () => {
  it('changes the address with a code to the current one, then one to the new one', async () => {
    const { modal, shown, address } = await openConnect({
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => {
        if (otp !== '111111') throw frameError('Wrong code', 'INVALID_CODE')
        return { action: 'VERIFY_SECONDARY_OTP' }
      },
      UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'grace@example.com' }),
    })
    await typeAddress(shown, address, 'ada@example.com')
    await shown.user.type(await shown.findByRole('textbox', { name: 'Code' }), CODE)
    await waitFor(() => expect(modal.getState().modal.open).toBe(false), { timeout: 5_000 })
    await act(() => modal.open({ view: 'UpdateEmailWallet' }))
    const dialog = await shown.findByRole('dialog', { name: 'Change e-mail' })
    const input = await within(dialog).findByRole('textbox', { name: 'New e-mail address' })
    await shown.user.type(input, 'grace@example.com')
    await shown.user.click(within(dialog).getByRole('button', { name: 'Send code' }))
    const primary = await within(dialog).findByRole('textbox', {
      name: 'Code sent to ada@example.com',
    })
    await shown.user.type(primary, '000000')
    await shown.user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(await within(dialog).findByText('Wrong code. Check it and try again.')).toBeDefined()
    await shown.user.clear(primary)
    await shown.user.type(primary, '111111')
    await shown.user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    const secondary = await within(dialog).findByRole('textbox', {
      name: 'Code sent to grace@example.com',
    })
    await shown.user.type(secondary, '222222')
    await shown.user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(await within(dialog).findByText('Your e-mail is now grace@example.com.')).toBeDefined()
    expect(localStorage.getItem('portico:email:address')).toBe('grace@example.com')
  })
})

describe('without an auth service', () => {
  it('offers no e-mail section and loads no frame', async () => {
    frame.current = createFakeFrame()
    const modal = createTestModal({ networks: NETWORKS, features: { email: true } })
    await renderModalApp(modal)
    openTestModal(modal)
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    await waitFor(() => expect(modal.getState().plugins.byId.email?.status).toBe('ready'))
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(frame.current.requests).toEqual([])
  })
})

describe('the frame follows the modal', () => {
  it('gets the theme, the site data and the language at setup and on every change', async () => {
    const { modal, fake } = await openConnect()
    const syncs = (type: string) =>
      fake.requests.filter((each) => each.type === type).map((each) => each.payload)
    await waitFor(() => expect(syncs('SYNC_THEME')).toHaveLength(1))
    expect(syncs('SYNC_THEME')[0]).toMatchObject({ themeMode: 'light' })
    expect(syncs('SYNC_DAPP_DATA')[0]).toMatchObject({ sdkType: 'portico', language: 'en' })
    modal.setThemeMode('dark')
    await act(() => modal.setLanguage('de'))
    await waitFor(() => expect(syncs('SYNC_THEME').at(-1)).toMatchObject({ themeMode: 'dark' }))
    await waitFor(() => expect(syncs('SYNC_DAPP_DATA').at(-1)).toMatchObject({ language: 'de' }))
  })
})

// The browser refuses the frame its storage (a cross-site frame with third-party storage
// blocked): the wallet runs in its window, opened from the visitor's clicks.
describe('the wallet window', { timeout: 20_000 }, () => {
  function windowFrame() {
    const holder: { fake?: ReturnType<typeof createFakeFrame> } = {}
    const popups: Array<{ closed: boolean; focus: () => void; close: () => void }> = []
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      const popup = { closed: false, focus: vi.fn(), close: vi.fn() }
      popup.close.mockImplementation(() => (popup.closed = true))
      popups.push(popup)
      return popup as unknown as Window
    })
    let emails = 0
    const asked: string[] = []
    const overrides = {
      CONNECT_EMAIL: () => {
        emails += 1
        if (emails === 1) {
          // As the messenger does when the frame reports FRAME_STORAGE_BLOCKED.
          holder.fake?.blockStorage()
          throw new PorticoError('FRAME_STORAGE_BLOCKED', 'No storage here')
        }
        return { action: 'VERIFY_OTP' }
      },
      RPC_REQUEST: (payload: Record<string, unknown>) => {
        if (payload.method === 'eth_getBalance') return '0x0'
        const id = `rpc-${asked.length + 1}`
        asked.push(id)
        holder.fake?.emit({ type: 'FRAME_APPROVAL_NEEDED', payload: { requestId: id } })
        return new Promise(() => undefined)
      },
    }
    return { holder, popups, open, overrides, asked }
  }

  it('explains, opens the window in the click, signs in, shows approvals there, and says when it was closed; the next request reopens it from a click', async () => {
    const side = windowFrame()
    const { modal, shown, address, fake } = await openConnect(side.overrides)
    side.holder.fake = fake
    await typeAddress(shown, address, 'ada@example.com')
    expect(
      await shown.findByText(/This browser keeps the e-mail wallet’s storage from this site/),
    ).toBeDefined()
    expect(shown.queryByRole('alert')).toBeNull()
    expect(side.open).not.toHaveBeenCalled()

    await shown.user.click(shown.getByRole('button', { name: 'Continue in a secure window' }))
    expect(side.open).toHaveBeenCalledWith(
      fake.messenger.windowAddress(),
      'portico-wallet',
      expect.stringContaining('popup'),
    )
    expect(fake.windows.attached).toHaveLength(1)
    await shown.user.type(await shown.findByRole('textbox', { name: 'Code' }), CODE)
    await waitFor(() => expect(modal.getState().modal.open).toBe(false), { timeout: 5_000 })
    const provider = await import('portico').then(({ getWalletProvider }) =>
      getWalletProvider(modal),
    )

    // An approval: in the window, not drawn in the modal; the modal brings the window forward.
    provider
      ?.request({ method: 'personal_sign', params: ['0x68656c6c6f', EMBEDDED] })
      .catch(() => undefined)
    const dialog = await shown.findByRole('dialog', { name: 'Approve request' })
    expect(await within(dialog).findByText(/Check the request in the wallet window/)).toBeDefined()
    expect(fake.placements).toEqual([])
    await shown.user.click(within(dialog).getByRole('button', { name: 'Show the wallet window' }))
    expect(side.popups[0]?.focus).toHaveBeenCalled()

    // Closed by the visitor: what it asked is gone with it, and the modal says so.
    side.popups[0]?.close()
    expect(
      await within(dialog).findByText(
        /The wallet window was closed, so this request was cancelled/,
        undefined,
        { timeout: 3_000 },
      ),
    ).toBeDefined()
    expect(fake.windows.detached.map((reason) => reason.code)).toEqual(['FRAME_WINDOW_CLOSED'])
    // The view's own Close (the modal's header has one too).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)
    if (close) await shown.user.click(close)
    await waitFor(() => expect(modal.getState().modal.open).toBe(false))

    // The next signature waits for the window: the modal asks to open it, from a click.
    provider
      ?.request({ method: 'personal_sign', params: ['0x68656c6c6f', EMBEDDED] })
      .catch(() => undefined)
    const again = await shown.findByRole('dialog', { name: 'Wallet window' })
    expect(
      await within(again).findByText(/The wallet window was closed\. Nothing is lost/),
    ).toBeDefined()
    expect(side.asked).toHaveLength(1)
    await shown.user.click(within(again).getByRole('button', { name: 'Open the wallet window' }))
    expect(side.open).toHaveBeenCalledTimes(2)
    // Asked in the new window: the approval takes the view's place.
    await waitFor(() => expect(side.asked).toHaveLength(2))
    expect(await shown.findByText(/Check the request in the wallet window/)).toBeDefined()
    side.open.mockRestore()
  })
})
