import { PorticoError } from 'portico/plugin'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeFrame } from './test/fakeFrame'
import {
  createWalletWindow,
  WALLET_WINDOW_CLOSED_POLL_MS,
  WALLET_WINDOW_FEATURES,
  WALLET_WINDOW_NAME,
} from './walletWindow'

/** A popup as window.open gives it: closed by the visitor with `close`. */
function popup() {
  const opened = { closed: false, focus: vi.fn(), close: vi.fn() }
  opened.close.mockImplementation(() => {
    opened.closed = true
  })
  return opened
}

function setup(answers: Array<ReturnType<typeof popup> | null> = [popup(), popup()]) {
  const frame = createFakeFrame()
  const open = vi.fn(() => (answers.shift() ?? null) as Window | null)
  const onOpened = vi.fn()
  const page = {
    open,
    setInterval: (run: () => void, ms: number) => setInterval(run, ms) as unknown as number,
    clearInterval: (id: number) => clearInterval(id),
  } as unknown as Pick<Window, 'open' | 'setInterval' | 'clearInterval'>
  const walletWindow = createWalletWindow({ messenger: frame.messenger, page, onOpened })
  const states: string[] = []
  walletWindow.subscribe(() => states.push(walletWindow.state()))
  return { frame, open, onOpened, walletWindow, states }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the wallet window', () => {
  it('stays out of the way while the frame has its storage', () => {
    const { walletWindow, open } = setup()
    expect(walletWindow.state()).toBe('embedded')
    expect(walletWindow.inWindow()).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })

  it('goes blocked -> open -> closed -> open again, attaching and detaching each window', async () => {
    const first = popup()
    const second = popup()
    const { frame, walletWindow, open, onOpened, states } = setup([first, second])
    frame.blockStorage()
    expect(walletWindow.state()).toBe('needed')
    expect(walletWindow.inWindow()).toBe(true)

    // Opened from a click: the window's address, by name (one window), as a popup.
    expect(walletWindow.open()).toBe(true)
    expect(open).toHaveBeenCalledWith(
      frame.messenger.windowAddress(),
      WALLET_WINDOW_NAME,
      WALLET_WINDOW_FEATURES,
    )
    expect(WALLET_WINDOW_FEATURES).not.toContain('noopener')
    expect(frame.windows.attached).toEqual([first])
    expect(walletWindow.state()).toBe('open')
    expect(onOpened).toHaveBeenCalledTimes(1)
    // Open already: brought to the front, not opened twice.
    expect(walletWindow.open()).toBe(true)
    expect(first.focus).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledTimes(1)

    // The visitor closes it: seen within a poll, what was pending fails as closed.
    first.close()
    await vi.advanceTimersByTimeAsync(WALLET_WINDOW_CLOSED_POLL_MS)
    expect(walletWindow.state()).toBe('closed')
    expect(frame.windows.detached.map((reason) => reason.code)).toEqual(['FRAME_WINDOW_CLOSED'])

    // The next action opens another from a click.
    expect(walletWindow.open()).toBe(true)
    expect(frame.windows.attached).toEqual([first, second])
    expect(onOpened).toHaveBeenCalledTimes(2)
    expect(states).toEqual(['needed', 'open', 'closed', 'open'])
    // The old window's closing is old news.
    await vi.advanceTimersByTimeAsync(WALLET_WINDOW_CLOSED_POLL_MS * 3)
    expect(walletWindow.state()).toBe('open')
    expect(frame.windows.detached).toHaveLength(1)
  })

  it('fails what waited on a window closed between two polls before opening the next', () => {
    const first = popup()
    const second = popup()
    const { frame, walletWindow, states } = setup([first, second])
    frame.blockStorage()
    walletWindow.open()
    first.close()
    // Clicked again before the poll saw the closing.
    expect(walletWindow.open()).toBe(true)
    expect(frame.windows.detached.map((reason) => reason.code)).toEqual(['FRAME_WINDOW_CLOSED'])
    expect(frame.windows.attached).toEqual([first, second])
    expect(states).toEqual(['needed', 'open', 'closed', 'open'])
  })

  it('says when the browser blocks the popup, and opens it on a later try', () => {
    const opened = popup()
    const { frame, walletWindow } = setup([null, opened])
    frame.blockStorage()
    expect(walletWindow.open()).toBe(false)
    expect(walletWindow.state()).toBe('popupBlocked')
    expect(walletWindow.inWindow()).toBe(true)
    expect(frame.windows.attached).toEqual([])
    expect(walletWindow.open()).toBe(true)
    expect(walletWindow.state()).toBe('open')
  })

  it('lets a request wait for the window: on its opening, or until the visitor gives up', async () => {
    const { frame, walletWindow } = setup([popup()])
    frame.blockStorage()
    const opened = vi.fn()
    walletWindow.whenOpen().then(opened)
    await vi.advanceTimersByTimeAsync(0)
    expect(opened).not.toHaveBeenCalled()
    walletWindow.open()
    await vi.advanceTimersByTimeAsync(0)
    expect(opened).toHaveBeenCalledTimes(1)
    await expect(walletWindow.whenOpen()).resolves.toBeUndefined()

    const later = setup([])
    later.frame.blockStorage()
    const waiting = later.walletWindow.whenOpen()
    const reason = new PorticoError('FRAME_STORAGE_BLOCKED', 'The wallet window was not opened')
    later.walletWindow.abandon(reason)
    await expect(waiting).rejects.toBe(reason)
  })

  it('closes the window it opened when the modal goes', () => {
    const opened = popup()
    const { frame, walletWindow } = setup([opened])
    frame.blockStorage()
    walletWindow.open()
    walletWindow.dispose()
    expect(opened.close).toHaveBeenCalledTimes(1)
  })
})
