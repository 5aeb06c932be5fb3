/**
 * Sign-in's hold on what follows a connection (core's after-connect decision): the steps after
 * it (pay returning to Pay) wait until the visitor has signed in, and are dropped when the
 * sign-in ends without a session (cancelled, disconnected, failed to start).
 */
import type { AfterConnectHold, PluginContext } from 'portico/plugin'

type Outcome = Awaited<AfterConnectHold['until']>

/** How many holds of this modal still wait (a newer connection may start another). */
const waitingOf = (context: PluginContext) =>
  context.extension('siwx:afterConnectHolds', () => ({ count: 0 }))

/** The outcome sign-in's state gives a hold: none yet while the visitor is still on the way. */
function outcomeOf(context: PluginContext): Outcome | undefined {
  const state = context.getState()
  const status = state.siwx?.status
  if (status === 'signedIn') return 'continue'
  // `undefined`: the plugin was unloaded (its slice with it). A visitor who closed the modal
  // on an optional sign-in left the way as well.
  if (status === 'idle' || status === undefined || !state.modal.open) return 'stop'
  return undefined
}

/** A hold that settles with the sign-in of the connected account (its view is open). */
export function holdUntilSignedIn(context: PluginContext): AfterConnectHold {
  const waiting = waitingOf(context)
  const until = new Promise<Outcome>((resolve) => {
    const settle = (outcome: Outcome) => {
      waiting.count -= 1
      resolve(outcome)
    }
    waiting.count += 1
    const now = outcomeOf(context)
    if (now) return settle(now)
    const unsubscribe = context.store.subscribe(() => {
      const outcome = outcomeOf(context)
      if (!outcome) return
      unsubscribe()
      settle(outcome)
    })
  })
  return { until }
}

/**
 * Whether the after-connect decision waits on this sign-in: then it goes on once the session
 * is kept (and closes the modal itself when nothing follows).
 */
export const isHeld = (context: PluginContext) => waitingOf(context).count > 0
