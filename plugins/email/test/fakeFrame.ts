import { vi } from 'vitest'
import { PorticoError } from 'portico/plugin'
import type {
  FrameApprovalEvent,
  FrameRecoveryEvent,
  FrameRequestType,
} from '../../../protocol/frame/messages'
import type { FrameMessenger, FramePlacement } from '../frame/messenger'

export const EMBEDDED = '0x52908400098527886E0F7030069857D2E4169EE7'
export const TOKEN = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
export const MERCHANT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
export const CODE = '123456'

type Answer = (payload: Record<string, unknown>) => unknown

/**
 * The frame, as the plugin's messenger reaches it: a table of answers per message type (a
 * function may throw the frame's error reply as the real messenger raises it). Every
 * request is recorded. The suites put it in place of `createFrameMessenger`.
 */
export function createFakeFrame(overrides: Partial<Record<FrameRequestType, Answer>> = {}) {
  const requests: Array<{ type: FrameRequestType; payload: Record<string, unknown> }> = []
  const answers: Partial<Record<FrameRequestType, Answer>> = {
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_DEVICE: () => ({}),
    CONNECT_OTP: ({ otp }) => {
      if (otp !== CODE) throw frameError('Wrong code', 'INVALID_CODE')
      return {}
    },
    GET_USER: () => ({ email: 'ada@example.com', address: EMBEDDED, chainId: 1 }),
    IS_CONNECTED: () => ({ isConnected: false }),
    SIGN_OUT: () => ({}),
    SYNC_THEME: () => ({}),
    SYNC_DAPP_DATA: () => ({}),
    ...overrides,
  }
  const approvalListeners = new Set<(event: FrameApprovalEvent) => void>()
  const recoveryListeners = new Set<(event: FrameRecoveryEvent) => void>()
  /** Every place the kit gave the frame (undefined: hidden again). */
  const placements: Array<FramePlacement | undefined> = []
  const storageListeners = new Set<() => void>()
  /** The wallet windows attached, and the reasons each was detached with. */
  const windows: { attached: Window[]; detached: PorticoError[] } = { attached: [], detached: [] }
  let blocked = false
  const messenger: FrameMessenger = {
    origin: 'https://auth.test',
    load: vi.fn(),
    isReady: () => true,
    onSessionUpdate: () => () => undefined,
    onApproval(listener) {
      approvalListeners.add(listener)
      return () => void approvalListeners.delete(listener)
    },
    onRecovery(listener) {
      recoveryListeners.add(listener)
      return () => void recoveryListeners.delete(listener)
    },
    place: (placement) => void placements.push(placement),
    onStorageBlocked(listener) {
      storageListeners.add(listener)
      return () => void storageListeners.delete(listener)
    },
    isStorageBlocked: () => blocked,
    windowAddress: () => 'https://auth.test/frame/?parentOrigin=http%3A%2F%2Flocalhost&mode=window',
    attachWindow: (target) => void windows.attached.push(target),
    detachWindow: (reason) => void windows.detached.push(reason),
    destroy: vi.fn(),
    request: (async (type: FrameRequestType, payload: Record<string, unknown>) => {
      requests.push({ type, payload })
      const answer = answers[type]
      if (!answer) throw frameError(`No answer for ${type}`)
      return answer(payload)
    }) as FrameMessenger['request'],
  }
  /** An approval event of the frame, as the messenger passes it on. */
  const emit = (event: FrameApprovalEvent) => {
    for (const listener of [...approvalListeners]) listener(event)
  }
  /** A recovery event of the frame, as the messenger passes it on. */
  const emitRecovery = (event: FrameRecoveryEvent) => {
    for (const listener of [...recoveryListeners]) listener(event)
  }
  /** The frame reports its storage refused, as the messenger passes it on. */
  const blockStorage = () => {
    blocked = true
    for (const listener of [...storageListeners]) listener()
  }
  return { messenger, requests, answers, emit, emitRecovery, placements, blockStorage, windows }
}

/** A frame error reply as the messenger raises it. */
export const frameError = (message: string, code?: string, retryAfter?: number) =>
  new PorticoError('FRAME_ERROR', message, {
    ...(code ? { code } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
  })
