import type { PluginContext } from 'portico/plugin'

// How many finished requests are remembered: the views of the last few still know theirs.
const REMEMBERED_OUTCOMES = 8

/** What the frame is showing the visitor: its request's id and the height the frame asked for. */
export interface ShownHold {
  requestId: string
  height?: number
}

/** The three things the frame says of a screen it shows the visitor. */
export interface FrameHoldEvents {
  needed(requestId: string): void
  size(height: number): void
  done(requestId: string): void
}

/**
 * A kind of screen the frame shows the visitor (an approval, a recovery) as the modal follows
 * it: what the frame shows now, the requests it is done with, and a cancel. The visitor answers
 * inside the frame only: the modal can show it, or cancel it.
 */
export function createFrameHolds(
  context: PluginContext,
  kind: {
    /** Reads the frame's events of this kind; returns the stop. */
    listen: (events: FrameHoldEvents) => () => void
    /** Shows the frame's screen for a new request (the view that hosts it). */
    show: (data: { requestId: string }) => void
    /** Asks the frame to cancel what it shows. */
    cancel: () => Promise<unknown>
    /** Logged when the frame does not confirm the cancel. */
    cancelNotConfirmed: string
  },
) {
  let shown: ShownHold | undefined
  /** The requests the frame asked about and is done with, newest last (a few are enough). */
  const over: string[] = []
  /** The requests whose wallet window was closed while they were shown (never answered). */
  const abandoned: string[] = []
  const remember = (list: string[], requestId: string) => {
    list.push(requestId)
    if (list.length > REMEMBERED_OUTCOMES) list.shift()
  }
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }

  const stop = kind.listen({
    needed(requestId) {
      shown = { requestId, ...(shown ? { height: shown.height } : {}) }
      notify()
      kind.show({ requestId })
    },
    size(height) {
      if (!shown) return
      shown = { ...shown, height }
      notify()
    },
    done(requestId) {
      if (shown?.requestId !== requestId) return
      remember(over, shown.requestId)
      shown = undefined
      notify()
    },
  })

  return {
    /** What the frame shows now (a new object on every change). */
    shown: () => shown,
    /** Whether the frame asked about `requestId` and is done with it. */
    isOver: (requestId: string) => over.includes(requestId),
    /** Whether the wallet window closed while it asked about `requestId`. */
    isAbandoned: (requestId: string) => abandoned.includes(requestId),
    /**
     * The wallet window was closed: what it showed is gone with it, unanswered (its request
     * failed as the window closed). Nothing is sent: there is nobody to send it to.
     */
    abandon() {
      if (!shown) return
      remember(abandoned, shown.requestId)
      shown = undefined
      notify()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** The visitor left (the modal closed, or Back): the frame cancels what it shows. */
    cancel() {
      if (!shown) return
      void kind.cancel().catch((error: unknown) => {
        context.logger.warn(kind.cancelNotConfirmed, error)
      })
    },
    stop,
  }
}

export type FrameHolds = ReturnType<typeof createFrameHolds>
