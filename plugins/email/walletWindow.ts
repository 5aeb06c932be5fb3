import { PorticoError } from 'portico/plugin'
import type { FrameMessenger } from './frame/messenger'

/** The wallet window's name: opening it again reuses the window the visitor has (no second). */
export const WALLET_WINDOW_NAME = 'portico-wallet'
/** A popup of its own (not a tab), the size of the modal's approval view with room to spare. */
export const WALLET_WINDOW_FEATURES = 'popup=yes,width=440,height=640'
/**
 * How often the kit looks whether the visitor closed the wallet window: a closed window sends
 * no event across origins, and its `closed` flag is all the page may read of it.
 */
export const WALLET_WINDOW_CLOSED_POLL_MS = 400

/**
 * Where the embedded wallet runs:
 * - `embedded`: in the hidden frame (or not known yet);
 * - `needed`: the browser refuses the frame its storage; the visitor must open the window;
 * - `open`: in the wallet window, which the kit speaks to;
 * - `closed`: the visitor closed the window; nothing is lost (the session and the device share
 *   live in the window's own storage) and the next action opens it again from a click;
 * - `popupBlocked`: the browser refused to open the window.
 */
export type WalletWindowState = 'embedded' | 'needed' | 'open' | 'closed' | 'popupBlocked'

export interface WalletWindowOptions {
  messenger: FrameMessenger
  /** The page's window (its `open` and timers); tests pass their own. */
  page?: Pick<Window, 'open' | 'setInterval' | 'clearInterval'>
  /** Each time a window opens: the theme and the site's data are sent to it again. */
  onOpened?: () => void
}

export interface WalletWindow {
  state(): WalletWindowState
  /** Whether the wallet runs (or must run) in the window rather than the frame. */
  inWindow(): boolean
  subscribe(listener: () => void): () => void
  /**
   * Opens the wallet window (or brings the open one to the front). Call it in the visitor's
   * click handler itself, so the browser lets the popup open. False when the browser refused.
   */
  open(): boolean
  /** Brings the open window to the front (from a click). */
  focus(): void
  /** Waits until a window is open; rejects with `abandon`'s reason. */
  whenOpen(): Promise<void>
  /** The visitor gave up on opening it (the modal closed): the waits fail with `reason`. */
  abandon(reason: PorticoError): void
  dispose(): void
}

/** The error of requests cut short by the visitor closing the wallet window. */
export const windowClosedError = () =>
  new PorticoError('FRAME_WINDOW_CLOSED', 'The wallet window was closed')

/**
 * The wallet window of the e-mail wallet: where the browser refuses the embedded frame its
 * storage (FRAME_STORAGE_BLOCKED), the same frame app runs in a popup of the wallet's origin,
 * opened from the visitor's click, which the messenger then speaks to in place of the frame.
 * Its closing (seen by polling `closed`) fails what was pending on it.
 */
export function createWalletWindow(options: WalletWindowOptions): WalletWindow {
  const { messenger } = options
  const page = options.page ?? window
  let state: WalletWindowState = messenger.isStorageBlocked() ? 'needed' : 'embedded'
  let target: Window | undefined
  let poll: number | undefined
  const listeners = new Set<() => void>()
  let waiters: Array<{ resolve: () => void; reject: (error: PorticoError) => void }> = []

  const set = (next: WalletWindowState) => {
    if (next === state) return
    state = next
    for (const listener of [...listeners]) listener()
  }
  const stopPolling = () => {
    if (poll !== undefined) page.clearInterval(poll)
    poll = undefined
  }
  const settleWaiters = (error?: PorticoError) => {
    const waiting = waiters
    waiters = []
    for (const waiter of waiting) {
      if (error) waiter.reject(error)
      else waiter.resolve()
    }
  }

  const stopBlocked = messenger.onStorageBlocked(() => {
    if (state === 'embedded') set('needed')
  })

  /** The visitor closed the window spoken to: what was pending on it fails as closed. */
  function closed() {
    stopPolling()
    target = undefined
    messenger.detachWindow(windowClosedError())
    set('closed')
  }

  function watch(opened: Window) {
    stopPolling()
    poll = page.setInterval(() => {
      if (!opened.closed) return
      if (target === opened) closed()
      else stopPolling()
    }, WALLET_WINDOW_CLOSED_POLL_MS)
  }

  return {
    state: () => state,
    inWindow: () => state !== 'embedded',
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    open() {
      if (target && !target.closed) {
        target.focus()
        return true
      }
      // Closed since the last poll: its requests fail as closed now, before another window
      // takes its place (else they would wait on it past the poll, an approval's forever).
      if (target) closed()
      // No `noopener`: the window answers its opener, and the page watches it close.
      const opened = page.open(
        messenger.windowAddress(),
        WALLET_WINDOW_NAME,
        WALLET_WINDOW_FEATURES,
      )
      if (!opened) {
        set('popupBlocked')
        return false
      }
      target = opened
      messenger.attachWindow(opened)
      watch(opened)
      set('open')
      options.onOpened?.()
      settleWaiters()
      return true
    },
    focus() {
      if (target && !target.closed) target.focus()
    },
    whenOpen() {
      if (state === 'open') return Promise.resolve()
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }))
    },
    abandon(reason) {
      settleWaiters(reason)
    },
    dispose() {
      stopBlocked()
      stopPolling()
      settleWaiters(windowClosedError())
      // The page no longer speaks to it: the window it opened goes with the modal.
      target?.close()
      target = undefined
      listeners.clear()
    },
  }
}
