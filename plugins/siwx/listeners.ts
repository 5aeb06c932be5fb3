import {
  accountChanged,
  raiseAlert,
  closeBlockedSet,
  connected,
  disconnected,
  modalOpened,
  networkChanged,
  selectCurrentView,
  type AfterConnectStep,
  type PluginContext,
  type StartListening,
} from 'portico/plugin'
import { signInConfigOf } from './config'
import { askToSignIn, checkAccount, configOf, isRequired, mustSignIn } from './flow'
import { holdUntilSignedIn } from './hold'
import { isSessionValid, signInAccountOf } from './session'
import { sessionCleared, sessionFound } from './slice'

// setTimeout's longest wait (about 24.8 days): a later expiry is waited for in steps.
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * The plugin's step after a connection the visitor made, the first of them: an
 * account with a session goes on as any connection does; without one the view opens and
 * holds the visitor there until they signed in, after which the next steps decide (pay
 * returns to Pay; otherwise the modal closes). A network of another namespace is not
 * sign-in's.
 */
export function signInAfterConnect(context: PluginContext): AfterConnectStep {
  return async (connection) => {
    if (connection.namespace !== 'eip155') return false
    const outcome = await checkAccount(
      context,
      { address: connection.address, chainId: connection.caipNetworkId },
      { ask: true },
    )
    if (outcome === 'signedIn') return false
    // Sign-in could not start: the visitor is back on Connect with the reason.
    if (outcome === 'failed') return true
    // 'asked', or 'stale' (the account changed meanwhile, and its own check decides).
    return holdUntilSignedIn(context)
  }
}

/**
 * A connection restored at page load: its session is looked for; without one the view opens
 * only when sign-in is required (a visitor who skipped an optional sign-in is not asked on
 * every page).
 */
export async function checkRestored(context: PluginContext): Promise<void> {
  const account = signInAccountOf(context.getState())
  if (!account) return
  await checkAccount(context, account, { ask: isRequired(context) })
}

/** The plugin's side effects, each a listener so its teardown removes them all. */
export function siwxListeners(startListening: StartListening, context: PluginContext): void {
  if (!signInConfigOf(context)) return
  // Closing is blocked exactly while sign-in is required and the account has no session
  // (Escape, the close button and the overlay shake the modal instead).
  startListening({
    predicate: (_action, state, previous) =>
      mustSignIn(context, state) !== mustSignIn(context, previous),
    effect: (_action, api) => {
      api.dispatch(closeBlockedSet(mustSignIn(context, api.getState())))
    },
  })

  // A modal opened while a required sign-in is missing shows the way to sign in.
  startListening({
    actionCreator: modalOpened,
    effect: (_action, api) => {
      const state = api.getState()
      if (!mustSignIn(context, state) || state.siwx?.status === 'checking') return
      if (state.siwx?.status !== 'asking' && state.siwx?.status !== 'signing') {
        void askToSignIn(context)
      } else if (selectCurrentView(state) !== 'SIWXSignMessage') {
        context.router.reset('SIWXSignMessage')
      }
    },
  })

  startListening({
    actionCreator: connected,
    effect: async (action) => {
      if (action.meta.via === 'restore') await checkRestored(context)
    },
  })

  // Another account or network needs a session of its own.
  for (const actionCreator of [accountChanged, networkChanged]) {
    startListening({
      actionCreator,
      effect: async (action, api) => {
        if (action.payload.namespace !== 'eip155') return
        api.cancelActiveListeners()
        const account = signInAccountOf(api.getState())
        const session = api.getState().siwx?.session
        if (!account || (session && isSessionValid(session, account, new Date()))) return
        await checkAccount(context, account, { ask: true })
      },
    })
  }

  // Disconnecting signs out: the host's session of that account ends with the connection.
  startListening({
    actionCreator: disconnected,
    effect: async (action, api) => {
      if (action.payload.namespace !== 'eip155') return
      const session = api.getState().siwx?.session
      api.dispatch(sessionCleared())
      if (!session) return
      try {
        await configOf(context).revokeSession(session.data.chainId, session.data.address)
      } catch (error) {
        context.logger.error('The session could not be revoked on disconnect', error)
      }
    },
  })

  // Session expired: when the session's expiration time passes, the kit forgets it,
  // raises the alert and, with the wallet still connected, asks for a new one.
  startListening({
    actionCreator: sessionFound,
    effect: async (action, api) => {
      api.cancelActiveListeners()
      const { expirationTime } = action.payload.data
      if (expirationTime === undefined) return
      const ends = Date.parse(expirationTime)
      const replaced = () => api.getState().siwx?.session !== action.payload
      for (let left = ends - Date.now(); left > 0; left = ends - Date.now()) {
        if (await api.condition(replaced, Math.min(left, LONGEST_TIMER_MS))) return
      }
      if (replaced()) return
      api.dispatch(sessionCleared())
      api.dispatch(raiseAlert({ code: 'SESSION_EXPIRED' }))
      if (signInAccountOf(api.getState())) await askToSignIn(context)
    },
  })
}
