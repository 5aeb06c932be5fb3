/**
 * The sign-in rules, as steps the after-connect step, the listeners, the view and
 * the host methods share: look for the account's session, ask for one, sign, cancel, sign out.
 */
import type { SiwxConfig, SiwxSession } from 'portico'
import { PorticoError, disconnectWallet, showError, type PluginContext } from 'portico/plugin'
import { signInConfigOf } from './config'
import * as z from 'zod/mini'
import { isHeld } from './hold'
import { currentPage, messageData, messageText } from './message'
import { findSession, sameAccount, signInAccountOf, type SignInAccount } from './session'
import {
  sessionCheckStarted,
  sessionCleared,
  sessionFound,
  signInAsked,
  signingFailed,
  signingStarted,
} from './slice'

/** The host's sign-in config; the plugin is set up only when the host gave one. */
export function configOf(context: PluginContext): SiwxConfig {
  const config = signInConfigOf(context)
  if (!config) {
    throw new PorticoError(
      'SIGN_IN_NOT_CONFIGURED',
      'Sign-in needs the `siwx` (or `siweConfig`) option of createModal',
    )
  }
  return config
}

export const isRequired = (context: PluginContext) => signInConfigOf(context)?.required === true

/** Whether the modal must stay open: sign-in is required and the connected account has no session. */
export const mustSignIn = (context: PluginContext, state = context.getState()) =>
  isRequired(context) && signInAccountOf(state) !== undefined && state.siwx?.status !== 'signedIn'

/** The account is still the connected one (the visitor may switch while the host answers). */
const stillConnected = (context: PluginContext, account: SignInAccount) =>
  sameAccount(signInAccountOf(context.getState()), account)

/**
 * Sign-in could not start (the host's getSessions or getNonce failed): the visitor
 * is told 'A problem occurred while trying initialize authentication' (on Connect, for
 * another try) and the wallet is disconnected.
 */
export async function initFailed(context: PluginContext, error: unknown): Promise<void> {
  context.logger.error('Sign-in could not start', error)
  context.reportError('SIWX_INIT_FAILED', error)
  context.dispatch(sessionCleared())
  await context.dispatch(disconnectWallet())
  // The message shows in the modal (its snackbar), back on Connect for another try.
  if (context.getState().modal.open) context.router.reset('Connect')
  else await context.open({ view: 'Connect' })
  void context.dispatch(showError({ key: 'siwx:initFailed' }))
}

/** Shows the SIWXSignMessage view (opening the modal when it is closed). */
export async function askToSignIn(context: PluginContext): Promise<void> {
  context.dispatch(signInAsked())
  if (context.getState().modal.open) context.router.reset('SIWXSignMessage')
  else await context.open({ view: 'SIWXSignMessage' })
}

export type CheckOutcome = 'signedIn' | 'asked' | 'noSession' | 'failed' | 'stale'

/**
 * Asks the host for the account's session: one found is kept; none opens the
 * view when `ask` (a visitor who just connected, a required sign-in); a failing host is an
 * init failure. 'stale': the account changed meanwhile (its own check follows).
 */
export async function checkAccount(
  context: PluginContext,
  account: SignInAccount,
  { ask }: { ask: boolean },
): Promise<CheckOutcome> {
  context.dispatch(sessionCheckStarted())
  let session: SiwxSession | undefined
  try {
    session = await findSession(configOf(context), account)
  } catch (error) {
    if (!stillConnected(context, account)) return 'stale'
    await initFailed(context, error)
    return 'failed'
  }
  if (!stillConnected(context, account)) return 'stale'
  if (session) {
    context.dispatch(sessionFound(session))
    return 'signedIn'
  }
  if (!ask) {
    context.dispatch(sessionCleared())
    return 'noSession'
  }
  await askToSignIn(context)
  return 'asked'
}

// A refinement rather than z.regex(): every zod class the kit uses joins the zod chunk, which is
// part of the host page's first download.
const nonceSchema = z
  .string()
  .check(
    z.refine((value) => /^[a-zA-Z0-9]{8,}$/.test(value), 'must be 8 or more letters or digits'),
  )

/** The visitor declined in the wallet ('Signature declined'). */
const isDecline = (error: unknown) =>
  error instanceof PorticoError &&
  (error.code === 'SIGNATURE_DECLINED' || error.code === 'WALLET_REJECTED')

/**
 * Sign: a nonce from the host, the message, the wallet's signature, the host's `addSession`.
 * Success keeps the session and closes the modal, or, right after a connection, lets what
 * follows it go on (hold.ts: pay returns to Pay); a decline (or the host refusing) returns to
 * the view with the reason.
 */
export async function signIn(context: PluginContext): Promise<void> {
  const account = signInAccountOf(context.getState())
  const wallet = context.wallet()
  if (!account || !wallet || context.getState().siwx?.status === 'signing') return
  const config = configOf(context)
  context.dispatch(signingStarted())

  let data
  let message: string
  try {
    const nonce = nonceSchema.parse(await config.getNonce(account))
    data = messageData({ ...account, nonce, now: new Date(), page: currentPage(), config })
    message = await messageText(config, data)
  } catch (error) {
    if (stillConnected(context, account)) await initFailed(context, error)
    return
  }

  let signature: string
  try {
    // Every wallet asks the visitor itself (the e-mail wallet in its frame, with this text).
    signature = await wallet.signMessage(message)
  } catch (error) {
    // A decline is the visitor's choice, not a fault.
    if (isDecline(error)) context.logger.debug('The visitor declined to sign in', error)
    else context.logger.error('The wallet did not sign the sign-in message', error)
    if (stillConnected(context, account)) {
      context.dispatch(signingFailed(isDecline(error) ? 'declined' : 'failed'))
    }
    return
  }

  const session: SiwxSession = { data, message, signature }
  try {
    await config.addSession(session)
  } catch (error) {
    context.logger.error("The site's server did not accept the sign-in", error)
    if (stillConnected(context, account)) context.dispatch(signingFailed('notAccepted'))
    return
  }
  if (!stillConnected(context, account)) return
  // Read before the session is kept: keeping it settles the hold.
  const held = isHeld(context)
  context.dispatch(sessionFound(session))
  context.track('SIWX_AUTH_SUCCESS', { chainId: account.chainId })
  if (!held) context.close()
}

/** Cancel: disconnects when sign-in is required, otherwise just closes. */
export async function cancelSignIn(context: PluginContext): Promise<void> {
  if (isRequired(context)) {
    // Once disconnected nothing holds the modal open any more (listeners.ts).
    await context.dispatch(disconnectWallet())
  }
  context.dispatch(sessionCleared())
  context.close()
}

/**
 * Ends the session: the host's `revokeSession`, then the kit forgets it. When sign-in is
 * required the wallet is disconnected as well.
 */
export async function signOut(context: PluginContext): Promise<void> {
  const session = context.getState().siwx?.session
  context.dispatch(sessionCleared())
  if (session) await configOf(context).revokeSession(session.data.chainId, session.data.address)
  if (isRequired(context) && signInAccountOf(context.getState())) {
    await context.dispatch(disconnectWallet())
  }
}
