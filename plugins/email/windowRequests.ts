import { PorticoError, selectCurrentView, type PluginContext } from 'portico/plugin'
import type { FrameRequestType } from '../../protocol/frame/messages'
import { FRAME_SIGNING_METHODS } from '../../protocol/frame/methods'
import type { FrameMessenger } from './frame/messenger'
import { windowClosedError, type WalletWindow } from './walletWindow'

/**
 * Whether a request waits for the wallet window when it is not open (closed by the visitor, or
 * not opened yet since the page loaded): what the visitor asked for themselves (a signature, a
 * transaction: what the wallet signs or sends only once the visitor approves it in the window;
 * a network switch), for which the modal asks them to open it, from their click, and the
 * request goes on once it is. Anything else (reads, the restore at load, the syncs, the
 * sign-in's own requests, which its views offer the window for) fails at once, so the page
 * never pops a question by itself.
 */
function waitsForWindow(type: FrameRequestType, payload: unknown): boolean {
  if (type === 'SWITCH_NETWORK') return true
  if (type !== 'RPC_REQUEST' || typeof payload !== 'object' || payload === null) return false
  const { method } = payload as { method?: unknown }
  return typeof method === 'string' && FRAME_SIGNING_METHODS.has(method)
}

/**
 * The messenger as the e-mail wallet's provider uses it: a request that needs the wallet window
 * while it is not open opens the modal on EmailWindow (the explanation and the button that
 * opens the window) and waits for the window; the visitor closing the modal instead fails it as
 * the window's absence says (closed, or storage refused).
 */
export function windowAwareMessenger(
  context: PluginContext,
  messenger: FrameMessenger,
  walletWindow: WalletWindow,
): FrameMessenger {
  const request: FrameMessenger['request'] = async (type, payload, options) => {
    if (
      !waitsForWindow(type, payload) ||
      !walletWindow.inWindow() ||
      walletWindow.state() === 'open'
    )
      return messenger.request(type, payload, options)
    const opened = walletWindow.whenOpen()
    if (context.getState().modal.open) context.router.push('EmailWindow', undefined)
    else void context.open({ view: 'EmailWindow' })
    try {
      await opened
      return await messenger.request(type, payload, options)
    } finally {
      // Done without asking the visitor anything in the window (a safe request, a network
      // switch): the view that waited for it goes.
      const state = context.getState()
      if (state.modal.open && selectCurrentView(state) === 'EmailWindow') {
        if (state.router.history.length > 1) context.router.back()
        else context.close()
      }
    }
  }
  return { ...messenger, request }
}

/** Why a request waiting for the window fails when the visitor leaves instead. */
export function windowAbsentError(walletWindow: WalletWindow): PorticoError {
  return walletWindow.state() === 'closed'
    ? windowClosedError()
    : new PorticoError('FRAME_STORAGE_BLOCKED', 'The wallet window was not opened')
}
