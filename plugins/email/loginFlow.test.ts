import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { PorticoError, type PluginContext, type StartListening } from 'portico/plugin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkAddress, emailLoginListeners, resendCode, startLogin, verifyCode } from './loginFlow'
import { codeChanged, emailLoginSlice, loginFailed, loginStateOf } from './loginSlice'
import { finishSignIn, resumeInWindow } from './signIn'
import { CODE, createFakeFrame, frameError } from './test/fakeFrame'
import type { EmailWallet } from './wallet'

// The login's steps against the slice, its listeners and a fake frame; the end of a sign-in
// (the connection through the AUTH connector) and the window's session are the suite of
// email.test.tsx, stood in for here.
vi.mock('./signIn', () => ({ finishSignIn: vi.fn(), resumeInWindow: vi.fn() }))
const wallets = vi.hoisted(() => ({ current: undefined as unknown }))
vi.mock('./wallet', () => ({ emailWalletOf: () => wallets.current }))

function setup(overrides: Parameters<typeof createFakeFrame>[0] = {}) {
  const frame = createFakeFrame(overrides)
  const listeners = createListenerMiddleware()
  const store = configureStore({
    reducer: { emailLogin: emailLoginSlice.reducer },
    middleware: (defaults) => defaults().prepend(listeners.middleware),
  })
  const push = vi.fn()
  // The part of the plugin's context the login uses: its store and its router.
  const context = {
    dispatch: store.dispatch,
    getState: store.getState,
    router: { push },
  } as unknown as PluginContext
  const inWindow = vi.fn(() => false)
  const wallet = { messenger: frame.messenger, window: { inWindow } } as unknown as EmailWallet
  wallets.current = wallet
  emailLoginListeners(listeners.startListening as unknown as StartListening, context)
  const login = () => loginStateOf(store.getState())
  const asked = (type: string) => frame.requests.filter((each) => each.type === type)
  return { frame, store, context, wallet, push, inWindow, login, asked }
}

/** Lets the listeners and the fake frame's answers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  localStorage.clear()
  vi.mocked(finishSignIn).mockReset()
  vi.mocked(resumeInWindow).mockReset().mockResolvedValue(false)
})
afterEach(() => {
  wallets.current = undefined
})

describe('the e-mail login flow', () => {
  it('refuses what is not an address, sending nothing', () => {
    const { context, login, frame } = setup()
    expect(checkAddress(context, ' ada@ ')).toBeUndefined()
    expect(login()).toMatchObject({ step: 'address', error: { key: 'errors.invalidEmail' } })
    expect(checkAddress(context, ' ada@example.com ')).toBe('ada@example.com')
    expect(frame.requests).toEqual([])
  })

  it('sends the code for an address and opens the login on the code', async () => {
    const { context, wallet, login, push } = setup()
    const before = Date.now()
    await startLogin(context, wallet, 'ada@example.com')
    expect(login()).toMatchObject({ step: 'code', email: 'ada@example.com', error: undefined })
    expect(login().sentAt).toBeGreaterThanOrEqual(before)
    expect(push).toHaveBeenCalledWith('EmailLogin', {
      email: 'ada@example.com',
      action: 'VERIFY_OTP',
    })
    expect(localStorage.getItem('portico:email:lastLoginTime')).not.toBeNull()
  })

  it('says why an address was not sent, and nothing when the window is needed instead', async () => {
    let answer: Error = frameError('Slow down', 'RATE_LIMITED', 12)
    const { context, wallet, login, push } = setup({
      CONNECT_EMAIL: () => {
        throw answer
      },
    })
    await startLogin(context, wallet, 'ada@example.com')
    expect(login()).toMatchObject({
      step: 'address',
      error: { key: 'errors.tryAgainAfter', values: { seconds: 12 } },
    })
    answer = new PorticoError('FRAME_STORAGE_BLOCKED', 'No storage here')
    await startLogin(context, wallet, 'ada@example.com')
    expect(login()).toMatchObject({ step: 'address', error: undefined })
    expect(push).not.toHaveBeenCalled()
  })

  it('signs in from the window’s session without a code when it has one', async () => {
    const { context, wallet, login, inWindow, asked } = setup()
    inWindow.mockReturnValue(true)
    vi.mocked(resumeInWindow).mockResolvedValue(true)
    await startLogin(context, wallet, 'ada@example.com')
    expect(asked('CONNECT_EMAIL')).toEqual([])
    expect(login().step).toBe('address')
  })

  it('waits for a new device’s approval, then for the code', async () => {
    let approve: () => void = () => undefined
    const { context, wallet, login, asked } = setup({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: () => new Promise<object>((resolve) => (approve = () => resolve({}))),
    })
    await startLogin(context, wallet, 'ada@example.com')
    expect(login().step).toBe('device')
    await settle()
    expect(asked('CONNECT_DEVICE')).toHaveLength(1)
    approve()
    await settle()
    expect(login().step).toBe('code')
  })

  it('asks for the approval again on Retry after the device’s wait failed', async () => {
    let fails = true
    const { context, wallet, login, asked } = setup({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }),
      CONNECT_DEVICE: () => {
        if (fails) throw frameError('Timed out', 'TIMEOUT')
        return {}
      },
    })
    await startLogin(context, wallet, 'ada@example.com')
    await settle()
    expect(login()).toMatchObject({ step: 'device', error: { key: 'errors.withMessage' } })
    fails = false
    await resendCode(context, wallet)
    await settle()
    // The frame answered the resend with the device's approval again: the wait starts again.
    expect(asked('CONNECT_DEVICE')).toHaveLength(2)
    expect(login()).toMatchObject({ step: 'code', error: undefined })
  })

  it('checks six typed digits at once, says a wrong code, and connects with the right one', async () => {
    const { context, wallet, store, login } = setup()
    await startLogin(context, wallet, 'ada@example.com')
    vi.mocked(finishSignIn).mockRejectedValueOnce(frameError('Wrong code', 'INVALID_CODE'))
    store.dispatch(codeChanged('12a3'))
    expect(login().code).toBe('123')
    expect(finishSignIn).not.toHaveBeenCalled()
    store.dispatch(codeChanged('000000'))
    await settle()
    expect(finishSignIn).toHaveBeenCalledWith(context, wallet, '000000')
    expect(login()).toMatchObject({ step: 'code', error: { key: 'errors.wrongCode' } })

    vi.mocked(finishSignIn).mockResolvedValueOnce(undefined)
    store.dispatch(codeChanged(`${CODE}9`))
    await settle()
    expect(finishSignIn).toHaveBeenLastCalledWith(context, wallet, CODE)
    expect(login()).toMatchObject({ step: 'address', code: '', error: undefined })
  })

  it('checks a code once while it is being checked (typed, then Verify)', async () => {
    const { context, wallet, store } = setup()
    await startLogin(context, wallet, 'ada@example.com')
    vi.mocked(finishSignIn).mockReturnValue(new Promise(() => undefined))
    store.dispatch(codeChanged(CODE))
    await verifyCode(context, wallet)
    await settle()
    expect(finishSignIn).toHaveBeenCalledTimes(1)
  })

  it('sends the approval link when the device lost its share, and a new code on Resend', async () => {
    const { context, wallet, store, login, asked } = setup()
    await startLogin(context, wallet, 'ada@example.com')
    vi.mocked(finishSignIn).mockRejectedValueOnce(frameError('Recover', 'RECOVERY_REQUIRED'))
    store.dispatch(codeChanged(CODE))
    await settle()
    expect(asked('CONNECT_EMAIL')).toHaveLength(2)
    expect(login()).toMatchObject({ step: 'code', code: '', error: undefined })
    await resendCode(context, wallet)
    expect(asked('CONNECT_EMAIL').map((each) => each.payload)).toEqual([
      { email: 'ada@example.com' },
      { email: 'ada@example.com' },
      { email: 'ada@example.com' },
    ])
  })

  it('drops what an earlier attempt’s answer says', async () => {
    const { context, wallet, store, login } = setup()
    await startLogin(context, wallet, 'ada@example.com')
    const { attempt } = login()
    await startLogin(context, wallet, 'grace@example.com')
    store.dispatch(loginFailed({ attempt, error: { key: 'errors.generic' } }))
    expect(login()).toMatchObject({ email: 'grace@example.com', error: undefined })
  })
})
