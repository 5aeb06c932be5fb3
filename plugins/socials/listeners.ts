import { selectCurrentView, type PluginContext, type StartListening } from 'portico/plugin'
import { leaveSignIn, signInWithFarcaster } from './flow'
import { socialStateOf } from './slice'

const SIGN_IN_VIEWS: ReadonlySet<string | undefined> = new Set([
  'ConnectingSocial',
  'ConnectingFarcaster',
])

/** The part of the modal's state the leave listener reads. */
interface RouterHistory {
  router: { history: readonly { view: string }[] }
}

/**
 * Whether a sign-in's view left the stack (Back, Cancel, the modal closed, replaced by another
 * view; Try again replaces it with itself, which starts anew on its own). A view opened above it
 * is not leaving: the frame's recovery screen for a new wallet comes over the
 * sign-in while the sign-in waits for it (stopping there reloaded Farcaster's frame under it).
 */
export function leftSignIn(current: RouterHistory, previous: RouterHistory): boolean {
  const now = new Set(current.router.history.map((entry) => entry.view))
  return previous.router.history.some(
    (entry) => SIGN_IN_VIEWS.has(entry.view) && !now.has(entry.view),
  )
}

/**
 * ConnectingFarcaster shown with nothing under way starts a channel; leaving a sign-in's view
 * (Back, Cancel, the modal closed) stops what it waited for.
 */
export function socialListeners(startListening: StartListening, context: PluginContext) {
  startListening({
    predicate: (_action, current, previous) =>
      selectCurrentView(current) === 'ConnectingFarcaster' &&
      selectCurrentView(previous) !== 'ConnectingFarcaster',
    effect: () => {
      const { step, source } = socialStateOf(context.getState())
      if (!(source === 'farcaster' && step === 'connecting')) void signInWithFarcaster(context)
    },
  })
  startListening({
    predicate: (_action, current, previous) => leftSignIn(current, previous),
    effect: () => leaveSignIn(context),
  })
}
