import { errorType, parseAppMessage, successType } from '../protocol/frame/messages'
import { FrameError } from './handlers'
import { ServiceError } from './service'
import { NodeRpcError, NotAllowedError } from './wallet'

/**
 * The parent origin the frame answers: the `parentOrigin` of its own address, an http(s)
 * origin and nothing else. Who may embed the frame at all is the service's CSP
 * (frame-ancestors); this makes the frame talk to the page that embedded it only.
 */
export function parentOriginOf(search: string): string | undefined {
  const value = new URLSearchParams(search).get('parentOrigin')
  if (!value) return undefined
  try {
    const url = new URL(value)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) {
      return undefined
    }
    return url.origin
  } catch {
    return undefined
  }
}

/** What an error is answered with (its message, the service's code and wait). */
export function errorPayload(error: unknown): {
  message: string
  code?: string
  retryAfter?: number
} {
  if (error instanceof FrameError || error instanceof ServiceError) {
    return {
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    }
  }
  if (error instanceof NotAllowedError) return { message: error.message, code: 'NOT_ALLOWED' }
  if (error instanceof NodeRpcError) return { message: error.message, code: `RPC_${error.code}` }
  return { message: error instanceof Error && error.message ? error.message : 'An error occurred' }
}

export interface BridgeOptions {
  self: Window
  parent: Window
  parentOrigin: string
  handle: (message: NonNullable<ReturnType<typeof parseAppMessage>>) => Promise<unknown>
  version?: string
}

/**
 * Listens to the parent page: only messages from its origin and its window, each parsed
 * against protocol/frame/messages, every answer posted to that origin only. Announces itself
 * with FRAME_READY once listening. Returns the stop.
 */
export function startBridge(options: BridgeOptions): {
  post: (message: unknown) => void
  stop: () => void
} {
  const post = (message: unknown) => options.parent.postMessage(message, options.parentOrigin)
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== options.parentOrigin || event.source !== options.parent) return
    const message = parseAppMessage(event.data)
    if (!message) return
    options.handle(message).then(
      (result) =>
        post({ id: message.id, type: successType(message.type), payload: result ?? null }),
      (error: unknown) =>
        post({ id: message.id, type: errorType(message.type), payload: errorPayload(error) }),
    )
  }
  options.self.addEventListener('message', onMessage)
  post({ type: 'FRAME_READY', payload: options.version ? { version: options.version } : {} })
  return { post, stop: () => options.self.removeEventListener('message', onMessage) }
}
