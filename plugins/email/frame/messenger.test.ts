import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_SETTLE_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  PorticoError,
} from 'portico/plugin'
import { createFrameMessenger, FRAME_ELEMENT_ID } from './messenger'
import { createFakeWindow } from '../test/fakeWindow'

const FRAME_ORIGIN = 'https://auth.example'
const logger = { error: vi.fn(), warn: vi.fn(), debug: vi.fn() }

function setup() {
  const page = createFakeWindow()
  const report = vi.fn()
  const alert = vi.fn()
  const messenger = createFrameMessenger({
    frameUrl: `${FRAME_ORIGIN}/frame/`,
    projectId: 'p1',
    version: '0.1.0',
    enableLogger: false,
    logger,
    report,
    alert,
    window: page.window,
  })
  const fromFrame = (data: unknown) => page.deliver(data, { origin: FRAME_ORIGIN })
  const ready = async () => {
    messenger.load()
    fromFrame({ type: 'FRAME_READY', payload: {} })
    await vi.advanceTimersByTimeAsync(FRAME_READY_SETTLE_MS)
  }
  const lastPosted = () =>
    page.posted.at(-1)?.message as { id: string; type: string; payload: unknown }
  /** The last message posted, once the request got past its own awaits. */
  const sent = async () => {
    await vi.advanceTimersByTimeAsync(0)
    return lastPosted()
  }
  return { page, messenger, report, alert, fromFrame, ready, lastPosted, sent }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the frame messenger', () => {
  it('appends the hidden frame on first need, with the SPEC §3 id, z-index and query', () => {
    const { page, messenger } = setup()
    expect(page.appended).toHaveLength(0)
    messenger.load()
    messenger.load()
    expect(page.appended).toHaveLength(1)
    const [frame] = page.appended
    expect(frame?.id).toBe(FRAME_ELEMENT_ID)
    expect(frame?.style.zIndex).toBe('999999')
    expect(frame?.style.position).toBe('fixed')
    // WebAuthn (the recovery passkey) is allowed in the frame's document.
    expect(frame?.attributes.allow).toBe('publickey-credentials-create; publickey-credentials-get')
    const url = new URL(frame?.src ?? '')
    expect(url.origin + url.pathname).toBe(`${FRAME_ORIGIN}/frame/`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: 'eip155:1',
      version: '0.1.0',
      enableLogger: 'false',
      parentOrigin: 'https://shop.example',
    })
  })

  it('posts to the frame origin only, with a UUID, after ready and the 500 ms settle', async () => {
    const { page, messenger, fromFrame, lastPosted } = setup()
    const answer = messenger.request('GET_CHAIN_ID', {})
    fromFrame({ type: 'FRAME_READY', payload: {} })
    await vi.advanceTimersByTimeAsync(FRAME_READY_SETTLE_MS - 1)
    expect(page.posted).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(page.posted).toHaveLength(1)
    expect(page.posted[0]?.targetOrigin).toBe(FRAME_ORIGIN)
    const sent = lastPosted()
    expect(sent.type).toBe('GET_CHAIN_ID')
    expect(sent.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    fromFrame({ id: sent.id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 8453 } })
    await expect(answer).resolves.toEqual({ chainId: 8453 })
  })

  it('raises the frame error reply with its message, or An error occurred', async () => {
    const { messenger, fromFrame, ready, sent } = setup()
    await ready()
    const first = messenger.request('CONNECT_OTP', { otp: '000000' })
    fromFrame({
      id: (await sent()).id,
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Wrong code', code: 'INVALID_CODE' },
    })
    await expect(first).rejects.toMatchObject({
      code: 'FRAME_ERROR',
      shortMessage: 'Wrong code',
      details: { code: 'INVALID_CODE' },
    })
    const second = messenger.request('SIGN_OUT', {})
    fromFrame({ id: (await sent()).id, type: 'SIGN_OUT_ERROR', payload: { message: '' } })
    await expect(second).rejects.toThrow('An error occurred')
  })

  it('ignores replies from another origin, another window, or of the wrong shape', async () => {
    const { page, messenger, fromFrame, ready, sent } = setup()
    await ready()
    const answer = messenger.request('IS_CONNECTED', {})
    const { id } = await sent()
    const settled = vi.fn()
    answer.then(settled, settled)
    page.deliver(
      { id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } },
      { origin: 'https://evil.example' },
    )
    page.deliver(
      { id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } },
      { origin: FRAME_ORIGIN, source: {} },
    )
    fromFrame({ id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: 'yes' } })
    fromFrame({ id: 'other', type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).not.toHaveBeenCalled()
    fromFrame({ id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: false } })
    await expect(answer).resolves.toEqual({ isConnected: false })
  })

  it('times a login request out after 120 s with the report and alert, and drops the late reply', async () => {
    const { messenger, fromFrame, ready, sent, report, alert } = setup()
    await ready()
    const answer = messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const failed = expect(answer).rejects.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
    const { id } = await sent()
    await vi.advanceTimersByTimeAsync(LOGIN_REQUEST_TIMEOUT_MS)
    await failed
    expect(report).toHaveBeenCalledWith('iframe_request_timeout', expect.any(PorticoError))
    expect(alert).toHaveBeenCalledWith('EMBEDDED_WALLET_REQUEST_TIMEOUT')
    // The late reply finds nobody waiting: nothing happens.
    expect(() =>
      fromFrame({ id, type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } }),
    ).not.toThrow()
  })

  it('gives up after 20 s without ready: Unable to load email login dependency', async () => {
    const { messenger, report, alert, page } = setup()
    const answer = messenger.request('GET_USER', {})
    const failed = expect(answer).rejects.toThrow('Unable to load email login dependency')
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS)
    await failed
    expect(report).toHaveBeenCalledWith('iframe_load_failed', expect.any(PorticoError))
    expect(alert).toHaveBeenCalledWith('IFRAME_LOAD_FAILED')
    expect(page.posted).toHaveLength(0)
  })

  it('lets the syncs wait without the load limit, and never load the frame by themselves', async () => {
    const { messenger, page, fromFrame, lastPosted } = setup()
    const sync = messenger.request('SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: {},
      w3mThemeVariables: {},
    })
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS * 2)
    expect(page.appended).toHaveLength(0)
    messenger.load()
    fromFrame({ type: 'FRAME_READY' })
    await vi.advanceTimersByTimeAsync(FRAME_READY_SETTLE_MS)
    expect(lastPosted().type).toBe('SYNC_THEME')
    fromFrame({ id: lastPosted().id, type: 'SYNC_THEME_SUCCESS', payload: {} })
    await expect(sync).resolves.toEqual({})
  })

  it('aborts a wallet request with Request was aborted, others with Something went wrong', async () => {
    const { messenger, ready } = setup()
    await ready()
    const controller = new AbortController()
    const rpc = messenger.request(
      'RPC_REQUEST',
      { method: 'personal_sign', params: [] },
      { signal: controller.signal },
    )
    const other = new AbortController()
    const user = messenger.request('GET_USER', {}, { signal: other.signal })
    controller.abort()
    other.abort()
    await expect(rpc).rejects.toThrow('Request was aborted')
    await expect(user).rejects.toThrow('Something went wrong')
  })

  it('passes session updates from the frame only', () => {
    const { messenger, page, fromFrame } = setup()
    messenger.load()
    const listener = vi.fn()
    messenger.onSessionUpdate(listener)
    page.deliver(
      { type: 'FRAME_SESSION_UPDATE', payload: { token: 'a'.repeat(32) } },
      { origin: 'https://evil.example' },
    )
    fromFrame({ type: 'FRAME_SESSION_UPDATE', payload: {} })
    fromFrame({ type: 'FRAME_SESSION_UPDATE', payload: { token: 'b'.repeat(32) } })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith('b'.repeat(32))
  })

  it('lets an RPC request wait for the visitor in the frame without a time limit, then limits it again', async () => {
    const { messenger, ready, sent, fromFrame } = setup()
    await ready()
    const events: unknown[] = []
    messenger.onApproval((event) => events.push(event))
    const signing = messenger.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    const { id } = await sent()
    // From another origin: not the frame, ignored.
    const needed = { type: 'FRAME_APPROVAL_NEEDED', payload: { requestId: id } }
    setup().page.deliver(needed, { origin: 'https://evil.example' })
    fromFrame(needed)
    expect(events).toEqual([needed])
    await vi.advanceTimersByTimeAsync(LOGIN_REQUEST_TIMEOUT_MS * 3)
    const outcome = vi.fn()
    signing.then(outcome, outcome)
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome).not.toHaveBeenCalled()
    // Approved: the signing itself is bounded again.
    fromFrame({ type: 'FRAME_APPROVAL_DONE', payload: { requestId: id, outcome: 'approved' } })
    await vi.advanceTimersByTimeAsync(LOGIN_REQUEST_TIMEOUT_MS)
    await expect(signing).rejects.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
  })

  it('holds every request while the frame asks the visitor to unlock, and limits them again after', async () => {
    const { messenger, ready, sent, fromFrame } = setup()
    await ready()
    const events: unknown[] = []
    messenger.onRecovery((event) => events.push(event))
    const code = messenger.request('CONNECT_OTP', { otp: '123456' })
    const { id } = await sent()
    const needed = { type: 'FRAME_RECOVERY_NEEDED', payload: { requestId: id } }
    setup().page.deliver(needed, { origin: 'https://evil.example' })
    fromFrame(needed)
    fromFrame({ type: 'FRAME_RECOVERY_SIZE', payload: { height: -4 } })
    expect(events).toEqual([needed])
    // Asked while the visitor types the password: held too (it waits on that unlock).
    const user = messenger.request('GET_USER', {})
    await sent()
    const outcomes = { code: vi.fn(), user: vi.fn() }
    code.then(outcomes.code, outcomes.code)
    user.then(outcomes.user, outcomes.user)
    await vi.advanceTimersByTimeAsync(LOGIN_REQUEST_TIMEOUT_MS * 3)
    expect(outcomes.code).not.toHaveBeenCalled()
    expect(outcomes.user).not.toHaveBeenCalled()
    const done = { type: 'FRAME_RECOVERY_DONE', payload: { requestId: id, outcome: 'unlocked' } }
    fromFrame(done)
    expect(events).toEqual([needed, done])
    await vi.advanceTimersByTimeAsync(LOGIN_REQUEST_TIMEOUT_MS)
    await expect(code).rejects.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
    await expect(user).rejects.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
  })

  it('places the frame over the approval view, in reach of the keyboard, and hides it again', () => {
    const { messenger, page } = setup()
    messenger.load()
    const [frame] = page.appended
    messenger.place({ top: 100, left: 20, width: 320, height: 240, title: 'Wallet approval' })
    expect(frame?.style).toMatchObject({
      top: '100px',
      left: '20px',
      width: '320px',
      height: '240px',
      visibility: 'visible',
    })
    expect(frame?.attributes['aria-hidden']).toBeUndefined()
    expect(frame?.title).toBe('Wallet approval')
    expect(frame?.tabIndex).toBe(0)
    expect(frame?.focused).toBe(true)
    messenger.place(undefined)
    expect(frame?.style).toMatchObject({ width: '0', height: '0', visibility: 'hidden' })
    expect(frame?.attributes['aria-hidden']).toBe('true')
    expect(frame?.tabIndex).toBe(-1)
  })

  it('destroy removes the frame and its listener and fails what is pending', async () => {
    const { messenger, page, ready } = setup()
    await ready()
    const pending = messenger.request('GET_USER', {})
    messenger.destroy()
    await expect(pending).rejects.toThrow('W3mFrame: iframe is not set')
    expect(page.appended[0]?.removed).toBe(true)
    expect(page.listenerCount()).toBe(0)
  })
})

describe('the messenger where the frame has no storage (the wallet window)', () => {
  /** A wallet window the page opened: what is posted to it, and its messages to the page. */
  function walletWindow(page: ReturnType<typeof createFakeWindow>) {
    const posted: Array<{ message: unknown; targetOrigin: string }> = []
    const target = {
      postMessage: (message: unknown, targetOrigin: string) =>
        posted.push({ message, targetOrigin }),
    }
    return {
      target: target as unknown as Window,
      posted,
      say: (data: unknown, origin = FRAME_ORIGIN) => page.deliver(data, { origin, source: target }),
      ready: async () => {
        page.deliver({ type: 'FRAME_READY', payload: {} }, { origin: FRAME_ORIGIN, source: target })
        await vi.advanceTimersByTimeAsync(FRAME_READY_SETTLE_MS)
      },
      last: () => posted.at(-1)?.message as { id: string; type: string },
    }
  }

  it('removes the frame, fails what waits for it and what comes next, and tells its listeners', async () => {
    const { page, messenger, fromFrame } = setup()
    const blocked = vi.fn()
    messenger.onStorageBlocked(blocked)
    const waiting = messenger.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const failed = expect(waiting).rejects.toMatchObject({ code: 'FRAME_STORAGE_BLOCKED' })
    // The theme waits for a frame without the load limit: it waits for the window.
    const theme = vi.fn()
    messenger
      .request('SYNC_THEME', { themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} })
      .then(theme, theme)
    expect(messenger.isStorageBlocked()).toBe(false)
    fromFrame({ type: 'FRAME_STORAGE_BLOCKED', payload: {} })
    await failed
    expect(blocked).toHaveBeenCalledTimes(1)
    expect(messenger.isStorageBlocked()).toBe(true)
    expect(page.appended[0]?.removed).toBe(true)
    await expect(messenger.request('GET_USER', {})).rejects.toMatchObject({
      code: 'FRAME_STORAGE_BLOCKED',
    })
    // Not loaded again: it would only say the same.
    expect(page.appended).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS)
    expect(theme).not.toHaveBeenCalled()
  })

  it('takes a storage refusal from the frame only (another origin or window is ignored)', async () => {
    const { page, messenger } = setup()
    const blocked = vi.fn()
    messenger.onStorageBlocked(blocked)
    messenger.load()
    page.deliver({ type: 'FRAME_STORAGE_BLOCKED' }, { origin: 'https://evil.example' })
    page.deliver({ type: 'FRAME_STORAGE_BLOCKED' }, { origin: FRAME_ORIGIN, source: {} })
    expect(blocked).not.toHaveBeenCalled()
    expect(page.appended[0]?.removed).toBe(false)
  })

  it("gives the window's address: the frame's, with mode=window and the page origin", () => {
    const { messenger } = setup()
    const url = new URL(messenger.windowAddress())
    expect(url.origin + url.pathname).toBe(`${FRAME_ORIGIN}/frame/`)
    expect(url.searchParams.get('mode')).toBe('window')
    expect(url.searchParams.get('parentOrigin')).toBe('https://shop.example')
    expect(url.searchParams.get('projectId')).toBe('p1')
  })

  it('speaks to the attached window only: its ready, its replies, at the frame origin', async () => {
    const { page, messenger, fromFrame } = setup()
    fromFrame({ type: 'FRAME_STORAGE_BLOCKED', payload: {} })
    const opened = walletWindow(page)
    const theme = messenger.request('SYNC_THEME', {
      themeMode: 'light',
      themeVariables: {},
      w3mThemeVariables: {},
    })
    messenger.attachWindow(opened.target)
    const answer = messenger.request('GET_CHAIN_ID', {})
    // A ready from elsewhere (the old frame's window, another origin) is not the window's.
    fromFrame({ type: 'FRAME_READY', payload: {} })
    opened.say({ type: 'FRAME_READY', payload: {} }, 'https://evil.example')
    await vi.advanceTimersByTimeAsync(FRAME_READY_SETTLE_MS)
    expect(opened.posted).toHaveLength(0)
    await opened.ready()
    expect(opened.posted.map((each) => each.targetOrigin)).toEqual([FRAME_ORIGIN, FRAME_ORIGIN])
    const themeId = (opened.posted[0]?.message as { id: string }).id
    opened.say({ id: themeId, type: 'SYNC_THEME_SUCCESS', payload: {} })
    await expect(theme).resolves.toEqual({})
    const { id } = opened.last()
    const settled = vi.fn()
    answer.then(settled, settled)
    page.deliver(
      { id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 9 } },
      { origin: FRAME_ORIGIN },
    )
    opened.say(
      { id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 9 } },
      'https://evil.example',
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).not.toHaveBeenCalled()
    opened.say({ id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } })
    await expect(answer).resolves.toEqual({ chainId: 31337 })
    expect(page.posted).toHaveLength(0)
  })

  it('fails everything pending on a closed window with its reason, until another is attached', async () => {
    const { page, messenger, fromFrame } = setup()
    fromFrame({ type: 'FRAME_STORAGE_BLOCKED', payload: {} })
    const first = walletWindow(page)
    messenger.attachWindow(first.target)
    await first.ready()
    const pending = messenger.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    const failed = expect(pending).rejects.toMatchObject({ code: 'FRAME_WINDOW_CLOSED' })
    await vi.advanceTimersByTimeAsync(0)
    messenger.detachWindow(new PorticoError('FRAME_WINDOW_CLOSED', 'The wallet window was closed'))
    await failed
    await expect(messenger.request('GET_USER', {})).rejects.toMatchObject({
      code: 'FRAME_WINDOW_CLOSED',
    })
    // The closed window's late messages are nobody's.
    const { id } = first.last()
    first.say({ id, type: 'RPC_REQUEST_SUCCESS', payload: '0xsig' })

    const second = walletWindow(page)
    messenger.attachWindow(second.target)
    const again = messenger.request('GET_CHAIN_ID', {})
    await second.ready()
    second.say({ id: second.last().id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    await expect(again).resolves.toEqual({ chainId: 1 })
  })
})
