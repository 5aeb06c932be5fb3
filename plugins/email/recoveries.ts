import { selectCurrentView, type FrameMessenger, type PluginContext } from 'portico/plugin'

// How many finished recoveries are remembered: the views of the last few still know theirs.
const REMEMBERED_OUTCOMES = 8

/** The recovery screen the frame is showing: its unlock's request id and the height asked. */
export interface ShownRecovery {
  requestId: string
  height?: number
}

/**
 * The frame's recovery screens as the modal follows them (a passkey or recovery password is
 * chosen for a new wallet, or given on a new device). During a sign-in the EmailLogin view
 * shows the frame in place of its code field (the sign-in it waits for is that unlock);
 * anywhere else EmailRecovery opens (the modal opens on it when closed) and leaves when the
 * frame is done (FRAME_RECOVERY_DONE). The visitor answers inside the frame only: the modal
 * can show it, or cancel it.
 */
export function createRecoveries(context: PluginContext, messenger: FrameMessenger) {
  let shown: ShownRecovery | undefined
  /** The unlocks the frame asked about and is done with, newest last (a few are enough). */
  const over: string[] = []
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  const stop = messenger.onRecovery((event) => {
    if (event.type === 'FRAME_RECOVERY_NEEDED') {
      shown = { requestId: event.payload.requestId, ...(shown ? { height: shown.height } : {}) }
      notify()
      const state = context.getState()
      const data = { requestId: event.payload.requestId }
      if (!state.modal.open) void context.open({ view: 'EmailRecovery', data })
      else if (selectCurrentView(state) !== 'EmailLogin') context.router.push('EmailRecovery', data)
    } else if (event.type === 'FRAME_RECOVERY_SIZE') {
      if (!shown) return
      shown = { ...shown, height: event.payload.height }
      notify()
    } else if (shown?.requestId === event.payload.requestId) {
      over.push(shown.requestId)
      if (over.length > REMEMBERED_OUTCOMES) over.shift()
      shown = undefined
      notify()
    }
  })

  return {
    /** What the frame shows now (a new object on every change). */
    shown: () => shown,
    /** Whether the frame asked about `requestId` and is done with it. */
    isOver: (requestId: string) => over.includes(requestId),
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** The visitor left (the modal closed, or Back): the frame cancels what it asks. */
    cancel() {
      if (!shown) return
      void messenger.request('CANCEL_RECOVERY', {}).catch((error: unknown) => {
        context.logger.warn('The e-mail wallet did not confirm the cancelled recovery', error)
      })
    },
    stop,
  }
}

export type Recoveries = ReturnType<typeof createRecoveries>
