import { selectCurrentView, type PluginContext, type StartListening } from 'portico/plugin'
import { leaveSignIn, signInWithFarcaster } from './flow'
import { socialStateOf } from './slice'

const SIGN_IN_VIEWS: ReadonlySet<string | undefined> = new Set([
  'ConnectingSocial',
  'ConnectingFarcaster',
])

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
    predicate: (_action, current, previous) => {
      const before = selectCurrentView(previous)
      return SIGN_IN_VIEWS.has(before) && selectCurrentView(current) !== before
    },
    effect: () => leaveSignIn(context),
  })
}
