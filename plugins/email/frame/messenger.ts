import {
  DEFAULT_FRAME_CHAIN,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_SETTLE_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  PorticoError,
  type PluginContext,
} from 'portico/plugin'
import {
  frameApprovalEventSchema,
  frameReadySchema,
  frameRecoveryEventSchema,
  frameSessionUpdateSchema,
  frameStorageBlockedSchema,
  parseReply,
  type FrameApprovalEvent,
  type FramePayload,
  type FrameRecoveryEvent,
  type FrameRequestType,
  type FrameResult,
  type ParsedReply,
} from '../../../protocol/frame/messages'

/** The id of the hidden frame element. */
export const FRAME_ELEMENT_ID = 'w3m-iframe'

/**
 * The permissions the frame's document is granted: WebAuthn in a cross-origin frame needs
 * them named, so the frame can make and use the visitor's recovery passkey.
 */
export const FRAME_PERMISSIONS = 'publickey-credentials-create; publickey-credentials-get'

/** Requests that wait for the frame without the 20 s load limit. */
const WITHOUT_LOAD_LIMIT: ReadonlySet<FrameRequestType> = new Set([
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
])

/** The login requests: bounded by LOGIN_REQUEST_TIMEOUT_MS with the timeout alert. */
const LOGIN_REQUESTS: ReadonlySet<FrameRequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

/** What the messenger reports (analytics event names) and alerts it raises. */
export type FrameReport = 'iframe_load_failed' | 'iframe_request_timeout'
export type FrameAlert = 'IFRAME_LOAD_FAILED' | 'EMBEDDED_WALLET_REQUEST_TIMEOUT'

export interface FrameMessengerOptions {
  /** The frame app's address: `<authService>/frame/`. Its origin is the only one trusted. */
  frameUrl: string
  projectId: string
  /**
   * The frame's starting chain (default eip155:1); a function is read each time the frame or
   * the wallet window loads, so a window opened later starts on the chain used since.
   */
  chainId?: string | (() => string)
  version: string
  enableLogger: boolean
  logger: PluginContext['logger']
  /** Failure reports (analytics events), with the error. */
  report?: (event: FrameReport, error: PorticoError) => void
  /** Raises the alert of a failure: the frame did not load, or a login request timed out. */
  alert?: (code: FrameAlert) => void
  /** The page's window; the global one by default (tests pass their own). */
  window?: Window
}

export interface FrameRequestOptions {
  signal?: AbortSignal
}

/** Where the frame is drawn while it asks the visitor: a box of the viewport, in CSS pixels. */
export interface FramePlacement {
  top: number
  left: number
  width: number
  height: number
  /** The frame's accessible name while it is shown (in the modal's language). */
  title: string
}

export interface FrameMessenger {
  /** The trusted origin of the frame. */
  readonly origin: string
  /** Appends the hidden frame if it is not there yet (at start or on first need). */
  load(): void
  /** Whether the frame announced itself and settled. */
  isReady(): boolean
  /** One request and its reply, bounded by the kit's frame timeouts. */
  request<T extends FrameRequestType>(
    type: T,
    payload: FramePayload<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameResult<T>>
  /** Session-update events of the frame (a new session handle). */
  onSessionUpdate(listener: (token: string) => void): () => void
  /** The frame's approval events (it asks the visitor, its size, the request is over). */
  onApproval(listener: (event: FrameApprovalEvent) => void): () => void
  /**
   * The frame's recovery events (it asks the visitor for the wallet's passkey or password, or
   * to choose one; its size; the unlock is over). While it asks, no request times out.
   */
  onRecovery(listener: (event: FrameRecoveryEvent) => void): () => void
  /**
   * Shows the frame over `placement` (the approval view's box), in reach of the keyboard and
   * of assistive technology; undefined hides it again.
   */
  place(placement: FramePlacement | undefined): void
  /**
   * The browser refused the frame its storage where it is embedded (FRAME_STORAGE_BLOCKED):
   * the frame is removed, and every request fails with FRAME_STORAGE_BLOCKED until a wallet
   * window is attached. Returns the stop.
   */
  onStorageBlocked(listener: () => void): () => void
  /** Whether the frame reported its storage refused (and a wallet window stands in for it). */
  isStorageBlocked(): boolean
  /**
   * The frame app's address as a top-level window of its own origin ("window mode"), with
   * first-party storage: what the wallet window opens.
   */
  windowAddress(): string
  /**
   * Speaks to `target` (the wallet window this page opened) in place of the frame: its
   * messages are taken from that window and the frame's origin only, and requests wait for its
   * FRAME_READY.
   */
  attachWindow(target: Window): void
  /**
   * The wallet window is gone: every pending request fails with `reason`, and so does each
   * new one until another window is attached (the syncs wait for it).
   */
  detachWindow(reason: PorticoError): void
  /** Removes the frame and its listener; pending requests fail. */
  destroy(): void
}

/** A request waiting for the frame's ready: woken then, or failed when the frame cannot come. */
interface ReadyWaiter {
  wake: () => void
  fail: (error: PorticoError) => void
  /** Waits without the load limit (the syncs): kept waiting for a window. */
  patient: boolean
}

/** Why a request's time limit is held: the frame asks the visitor, about it or to unlock. */
type Hold = 'approval' | 'recovery'

interface Pending {
  settle: (data: unknown) => boolean
  fail: (error: Error) => void
  /** While the visitor is asked in the frame the request has no time limit: the visitor's own. */
  pause: (hold: Hold) => void
  resume: (hold: Hold) => void
}

// The hidden frame's name (aria-hidden, so never read out).
const HIDDEN_TITLE = 'Embedded wallet'

// The frame as the kit keeps it while nothing is asked: fixed, out of sight, out of reach.
const HIDDEN_STYLE = {
  position: 'fixed',
  zIndex: '999999',
  width: '0',
  height: '0',
  border: '0',
  top: '0',
  left: '0',
  visibility: 'hidden',
} as const

/**
 * The kit's side of the hidden frame: a fixed, invisible iframe pointing at
 * the frame app, spoken to with postMessage to its one origin only (never '*'), each message
 * with a `crypto.randomUUID()` id; anything from another origin or another window is ignored,
 * every reply parsed against protocol/frame/messages.
 */
export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const win = options.window ?? window
  const frameUrl = new URL(options.frameUrl)
  const origin = frameUrl.origin
  const pending = new Map<string, Pending>()
  const sessionListeners = new Set<(token: string) => void>()
  const approvalListeners = new Set<(event: FrameApprovalEvent) => void>()
  const recoveryListeners = new Set<(event: FrameRecoveryEvent) => void>()
  /**
   * Whether the frame is asking the visitor to unlock: every request waits on that unlock
   * (they all need the key, or queue behind the one that does), so none times out meanwhile.
   */
  let recovering = false
  let iframe: HTMLIFrameElement | undefined
  /** The wallet window spoken to in place of the frame (window mode), while it is open. */
  let walletWindow: Window | undefined
  /** Why there is nothing to speak to: the frame's storage refused, then the window closed. */
  let unavailable: PorticoError | undefined
  const storageListeners = new Set<() => void>()
  let ready = false
  let readyWaiters: ReadyWaiter[] = []
  let destroyed = false

  /** The one window the kit speaks to: the wallet window when attached, else the frame. */
  const counterpart = (): Window | undefined => walletWindow ?? iframe?.contentWindow ?? undefined

  /** Fails the requests waiting for ready that cannot wait for a window (the syncs can). */
  const failWaiters = (error: PorticoError) => {
    const failing = readyWaiters.filter((waiter) => !waiter.patient)
    readyWaiters = readyWaiters.filter((waiter) => waiter.patient)
    for (const waiter of failing) waiter.fail(error)
  }

  const onMessage = (event: MessageEvent) => {
    // The one expected origin and the one window spoken to; anything else is not the frame.
    const source = counterpart()
    if (event.origin !== origin || !source || event.source !== source) return
    const data: unknown = event.data
    if (frameReadySchema.safeParse(data).success) {
      if (ready) return
      // A further 500 ms before the frame is treated as initialised.
      win.setTimeout(() => {
        // Gone meanwhile (the window closed): not ready after all.
        if (counterpart() !== source) return
        ready = true
        const waiters = readyWaiters
        readyWaiters = []
        for (const waiter of waiters) waiter.wake()
      }, FRAME_READY_SETTLE_MS)
      return
    }
    if (!walletWindow && frameStorageBlockedSchema.safeParse(data).success) {
      // The embedded frame can keep nothing: it goes, and only a wallet window can answer.
      unavailable = new PorticoError(
        'FRAME_STORAGE_BLOCKED',
        'This browser blocks the embedded wallet’s storage on this site',
      )
      iframe?.remove()
      iframe = undefined
      failWaiters(unavailable)
      options.logger.warn('The embedded wallet frame has no storage here', unavailable)
      for (const listener of [...storageListeners]) listener()
      return
    }
    const session = frameSessionUpdateSchema.safeParse(data)
    if (session.success) {
      for (const listener of sessionListeners) listener(session.data.payload.token)
      return
    }
    const approval = frameApprovalEventSchema.safeParse(data)
    if (approval.success) {
      const event = approval.data
      if (event.type === 'FRAME_APPROVAL_NEEDED')
        pending.get(event.payload.requestId)?.pause('approval')
      if (event.type === 'FRAME_APPROVAL_DONE')
        pending.get(event.payload.requestId)?.resume('approval')
      for (const listener of approvalListeners) listener(event)
      return
    }
    const recovery = frameRecoveryEventSchema.safeParse(data)
    if (recovery.success) {
      const event = recovery.data
      if (event.type === 'FRAME_RECOVERY_NEEDED') {
        recovering = true
        for (const each of pending.values()) each.pause('recovery')
      }
      if (event.type === 'FRAME_RECOVERY_DONE') {
        recovering = false
        for (const each of [...pending.values()]) each.resume('recovery')
      }
      for (const listener of recoveryListeners) listener(event)
      return
    }
    const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined
    if (typeof id !== 'string') return
    const waiting = pending.get(id)
    if (waiting && !waiting.settle(data)) {
      options.logger.warn('A frame reply did not match its schema and was ignored', { id })
    }
  }
  win.addEventListener('message', onMessage)

  /** The frame app's address; `window`: as the wallet window. */
  function address(mode: 'frame' | 'window'): string {
    const url = new URL(frameUrl)
    url.searchParams.set('projectId', options.projectId)
    const chainId = typeof options.chainId === 'function' ? options.chainId() : options.chainId
    url.searchParams.set('chainId', chainId ?? DEFAULT_FRAME_CHAIN)
    url.searchParams.set('version', options.version)
    url.searchParams.set('enableLogger', String(options.enableLogger))
    // The frame answers this origin only. Who may embed it is the service's frame-ancestors;
    // who may open it as a window, the service's check of this origin against the same list.
    url.searchParams.set('parentOrigin', win.location.origin)
    if (mode === 'window') url.searchParams.set('mode', 'window')
    return url.toString()
  }

  function load() {
    if (iframe || walletWindow || unavailable || destroyed) return
    const doc = win.document
    const element = doc.createElement('iframe')
    element.id = FRAME_ELEMENT_ID
    element.src = address('frame')
    element.setAttribute('allow', FRAME_PERMISSIONS)
    element.title = HIDDEN_TITLE
    element.setAttribute('aria-hidden', 'true')
    element.tabIndex = -1
    Object.assign(element.style, HIDDEN_STYLE)
    doc.body.appendChild(element)
    iframe = element
  }

  let placed = false
  function place(placement: FramePlacement | undefined) {
    if (!iframe) return
    if (!placement) {
      if (!placed) return
      placed = false
      Object.assign(iframe.style, HIDDEN_STYLE)
      iframe.title = HIDDEN_TITLE
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
      return
    }
    Object.assign(iframe.style, {
      top: `${placement.top}px`,
      left: `${placement.left}px`,
      width: `${placement.width}px`,
      height: `${placement.height}px`,
      visibility: 'visible',
    })
    iframe.title = placement.title
    if (placed) return
    placed = true
    iframe.removeAttribute('aria-hidden')
    iframe.tabIndex = 0
    // The keyboard goes to the frame's approval (its heading has focus inside).
    iframe.focus()
  }

  /** Waits for ready: bounded by the load timeout unless the type is exempt. */
  function whenReady(type: FrameRequestType): Promise<void> {
    if (ready) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const waiter: ReadyWaiter = {
        wake: () => {
          if (limit !== undefined) win.clearTimeout(limit)
          resolve()
        },
        fail: (error) => {
          if (limit !== undefined) win.clearTimeout(limit)
          reject(error)
        },
        patient: WITHOUT_LOAD_LIMIT.has(type),
      }
      readyWaiters.push(waiter)
      const expire = () => {
        readyWaiters = readyWaiters.filter((each) => each !== waiter)
        const error = new PorticoError(
          'FRAME_LOAD_FAILED',
          'Unable to load email login dependency',
          {
            type,
          },
        )
        options.report?.('iframe_load_failed', error)
        options.alert?.('IFRAME_LOAD_FAILED')
        options.logger.error('The embedded wallet frame did not load', error)
        reject(error)
      }
      const limit = WITHOUT_LOAD_LIMIT.has(type)
        ? undefined
        : win.setTimeout(expire, FRAME_LOAD_TIMEOUT_MS)
    })
  }

  async function request<T extends FrameRequestType>(
    type: T,
    payload: FramePayload<T>,
    requestOptions: FrameRequestOptions = {},
  ): Promise<FrameResult<T>> {
    if (destroyed) throw new PorticoError('FRAME_DESTROYED', 'W3mFrame: iframe is not set')
    const { signal } = requestOptions
    // The syncs wait for the frame without loading it: they never make it load by themselves.
    if (!WITHOUT_LOAD_LIMIT.has(type)) {
      // Nothing can answer until the visitor opens the wallet window: said at once.
      if (unavailable && !walletWindow) throw unavailable
      load()
    }
    await whenReady(type)
    if (signal?.aborted) throw abortError(type)
    const target = counterpart()
    if (!target) throw new PorticoError('FRAME_NOT_SET', 'W3mFrame: iframe is not set')
    const id = crypto.randomUUID()
    return new Promise<FrameResult<T>>((resolve, reject) => {
      const cleanup = () => {
        pending.delete(id)
        win.clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        cleanup()
        reject(abortError(type))
      }
      const expire = () => {
        cleanup()
        const error = new PorticoError(
          'FRAME_REQUEST_TIMEOUT',
          `The embedded wallet did not answer ${type} within ${LOGIN_REQUEST_TIMEOUT_MS / 1000} s`,
          { type },
        )
        if (LOGIN_REQUESTS.has(type)) {
          options.report?.('iframe_request_timeout', error)
          options.alert?.('EMBEDDED_WALLET_REQUEST_TIMEOUT')
        }
        options.logger.error('An embedded wallet request timed out', error)
        reject(error)
      }
      let timer: number | undefined = win.setTimeout(expire, LOGIN_REQUEST_TIMEOUT_MS)
      const holds = new Set<Hold>()
      signal?.addEventListener('abort', onAbort, { once: true })
      const entry: Pending = {
        settle(data) {
          const reply: ParsedReply<T> | undefined = parseReply(type, data)
          if (!reply) return false
          cleanup()
          if (reply.ok) resolve(reply.result)
          else {
            const { message, ...details } = reply.error
            reject(new PorticoError('FRAME_ERROR', message || 'An error occurred', details))
          }
          return true
        },
        fail(error) {
          cleanup()
          reject(error)
        },
        pause(hold) {
          holds.add(hold)
          win.clearTimeout(timer)
          timer = undefined
        },
        resume(hold) {
          holds.delete(hold)
          if (holds.size === 0 && timer === undefined)
            timer = win.setTimeout(expire, LOGIN_REQUEST_TIMEOUT_MS)
        },
      }
      pending.set(id, entry)
      // Asked while the visitor unlocks: it waits for that unlock, however long it takes.
      if (recovering) entry.pause('recovery')
      target.postMessage({ id, type, payload }, origin)
    })
  }

  return {
    origin,
    load,
    isReady: () => ready,
    request,
    onSessionUpdate(listener) {
      sessionListeners.add(listener)
      return () => void sessionListeners.delete(listener)
    },
    onApproval(listener) {
      approvalListeners.add(listener)
      return () => void approvalListeners.delete(listener)
    },
    onRecovery(listener) {
      recoveryListeners.add(listener)
      return () => void recoveryListeners.delete(listener)
    },
    place,
    onStorageBlocked(listener) {
      storageListeners.add(listener)
      return () => void storageListeners.delete(listener)
    },
    isStorageBlocked: () => unavailable !== undefined || walletWindow !== undefined,
    windowAddress: () => address('window'),
    attachWindow(target) {
      if (destroyed) return
      walletWindow = target
      ready = false
      iframe?.remove()
      iframe = undefined
    },
    detachWindow(reason) {
      if (!walletWindow) return
      walletWindow = undefined
      ready = false
      recovering = false
      unavailable = reason
      failWaiters(reason)
      for (const each of [...pending.values()]) each.fail(reason)
    },
    destroy() {
      destroyed = true
      win.removeEventListener('message', onMessage)
      for (const each of [...pending.values()]) {
        each.fail(new PorticoError('FRAME_DESTROYED', 'W3mFrame: iframe is not set'))
      }
      iframe?.remove()
      iframe = undefined
    },
  }
}

/** An aborted wallet request, or any other abort. */
function abortError(type: FrameRequestType): PorticoError {
  return type === 'RPC_REQUEST'
    ? new PorticoError('REQUEST_ABORTED', 'Request was aborted')
    : new PorticoError('FRAME_ABORTED', 'Something went wrong', { type })
}
