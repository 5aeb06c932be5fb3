import type { FrameMessenger, PluginContext } from 'portico/plugin'

// How many finished requests are remembered: the views of the last few still know theirs.
const REMEMBERED_OUTCOMES = 8

/** The approval the frame is showing: its request's id and the height the frame asked for. */
export interface ShownApproval {
  requestId: string
  height?: number
}

/**
 * The frame's approvals as the modal follows them: when the frame asks the visitor
 * (FRAME_APPROVAL_NEEDED) ApproveTransaction opens (the modal opens on it when closed) and
 * shows the frame; when the request is over (FRAME_APPROVAL_DONE) the view leaves. The
 * visitor decides inside the frame only: the modal can show it, or cancel it.
 */
export function createApprovals(context: PluginContext, messenger: FrameMessenger) {
  let shown: ShownApproval | undefined
  /** The requests the frame asked about and is done with, newest last (a few are enough). */
  const over: string[] = []
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  const stop = messenger.onApproval((event) => {
    if (event.type === 'FRAME_APPROVAL_NEEDED') {
      shown = { requestId: event.payload.requestId, ...(shown ? { height: shown.height } : {}) }
      notify()
      const data = { requestId: event.payload.requestId }
      if (context.getState().modal.open) context.router.push('ApproveTransaction', data)
      else void context.open({ view: 'ApproveTransaction', data })
    } else if (event.type === 'FRAME_APPROVAL_SIZE') {
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
    /** The visitor left (the modal closed, or Back): the frame refuses what it is asking. */
    cancel() {
      if (!shown) return
      void messenger.request('CANCEL_APPROVAL', {}).catch((error: unknown) => {
        context.logger.warn('The e-mail wallet did not confirm the cancelled approval', error)
      })
    },
    stop,
  }
}

export type Approvals = ReturnType<typeof createApprovals>
