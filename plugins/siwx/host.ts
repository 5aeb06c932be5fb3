/**
 * The plugin's host methods (its manifest's `contributes.hostMethods`): `modal.getSession()`
 * and `modal.signOut()`. The handle loads the plugin on the first call; a host that set a
 * sign-in option has it loaded from the start.
 */
import type { SiwxSession } from 'portico'
import { type PluginContext } from 'portico/plugin'
import { signInConfigOf } from './config'
import { signOut as endSession } from './flow'

/** Waits while the host is being asked for the account's session, then answers it. */
export function getSession(context: PluginContext): Promise<SiwxSession | undefined> {
  const settled = () => context.getState().siwx?.status !== 'checking'
  if (settled()) return Promise.resolve(context.getState().siwx?.session)
  return new Promise((resolve) => {
    const unsubscribe = context.store.subscribe(() => {
      if (!settled()) return
      unsubscribe()
      resolve(context.getState().siwx?.session)
    })
  })
}

/** Signs out; on a modal without sign-in there is nobody to sign out. */
export async function signOut(context: PluginContext): Promise<void> {
  if (signInConfigOf(context)) await endSession(context)
}
