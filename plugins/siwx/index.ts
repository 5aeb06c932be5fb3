/**
 * The sign-in plugin (issue 14): sign in with the wallet. After a connection without
 * a session the SIWXSignMessage view asks for one signature of an EIP-4361 message; the
 * host's server checks it (`portico/server`'s verifySignIn) in its `addSession`. Loaded at
 * start when the host sets `siwx` or `siweConfig`; without one it does not load (and, loaded
 * all the same through its host methods or view, does nothing).
 */
import { closeBlockedSet, definePlugin } from 'portico/plugin'
import { signInConfigOf } from './config'
import { mustSignIn } from './flow'
import { getSession, signOut } from './host'
import { checkRestored, signInAfterConnect, siwxListeners } from './listeners'
import { manifest } from './manifest'
import { siwxSlice } from './slice'

// One loader for the definition and the preload, so the shell knows the chunk as loaded.
const loadSignInView = () => import('./views/SIWXSignMessage')

export default definePlugin({
  manifest,
  slices: [siwxSlice],
  listeners: siwxListeners,
  views: { SIWXSignMessage: loadSignInView },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
  hostMethods: { getSession, signOut },
  setup(context) {
    // Without the host's option (a host method or the view reached on a modal without it)
    // there is nothing to sign in to: the plugin stays inert.
    if (!signInConfigOf(context)) return
    // First of the after-connect steps, whichever plugin loaded first: nothing else follows a
    // connection before its sign-in.
    context.afterConnect(signInAfterConnect(context), { first: true })
    // The view follows every new connection: fetched now, it draws at once then.
    void import('portico/ui')
      .then(({ preloadView }) => preloadView(loadSignInView))
      .catch((error: unknown) => context.logger.error('The sign-in view could not load', error))
    // A connection restored before the plugin was ready is checked now.
    // (The slice's state appears with the next action: until then there is none.)
    if ((context.getState().siwx?.status ?? 'idle') === 'idle') void checkRestored(context)
  },
  teardown(context) {
    if (mustSignIn(context)) context.dispatch(closeBlockedSet(false))
  },
})
