/**
 * The e-mail login as steps of the plugin's slice (loginSlice.ts): the address starts it, a
 * new device waits for its approval, the code is checked (as soon as six digits are typed, or
 * on Verify), a refused code or a failed step says why, and Resend asks for another. The views
 * only show the slice's state and call these; each answer of the frame is taken only for the
 * attempt that asked it.
 */
import { PorticoError, type PluginContext, type StartListening } from 'portico/plugin'
import { isEmailAddress, isOneTimeCode } from './email'
import { errorText, frameErrorCode } from './errors'
import { frameStorage } from './frame/storage'
import {
  addressRefused,
  codeChanged,
  deviceApproved,
  loginFailed,
  loginOpened,
  loginStateOf,
  resendStarted,
  resent,
  sendFailed,
  sendStarted,
  verified,
  verifyStarted,
  type LoginAction,
} from './loginSlice'
import { finishSignIn, resumeInWindow } from './signIn'
import { emailWalletOf, type EmailWallet } from './wallet'

const loginOf = (context: PluginContext) => loginStateOf(context.getState())

/** What the frame answered an address with, as the login's next step. */
const loginAction = (action: string): LoginAction =>
  action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP'

/**
 * The address as typed, trimmed, when it is an e-mail address; otherwise the slice says so
 * (the Connect section shows it) and nothing is sent.
 */
export function checkAddress(context: PluginContext, typed: string): string | undefined {
  const address = typed.trim()
  if (isEmailAddress(address)) return address
  context.dispatch(addressRefused())
  return undefined
}

/**
 * The Continue of the Connect view's e-mail section: a visitor whose wallet lives in its
 * window and who signed in there before is signed in from that session; otherwise the frame
 * sends the code (or the device approval) and EmailLogin opens on the step it asked for. A
 * frame that turns out to have no storage here leaves no error: the section offers the window.
 */
export async function startLogin(
  context: PluginContext,
  wallet: EmailWallet,
  address: string,
): Promise<void> {
  context.dispatch(sendStarted())
  try {
    if (wallet.window.inWindow() && (await resumeInWindow(context, wallet, address))) {
      context.dispatch(verified())
      return
    }
    frameStorage.recordLoginStart()
    const { action } = await wallet.messenger.request('CONNECT_EMAIL', { email: address })
    context.dispatch(loginOpened({ email: address, action: loginAction(action) }))
    context.router.push('EmailLogin', { email: address, action: loginAction(action) })
  } catch (error) {
    const blocked = error instanceof PorticoError && error.code === 'FRAME_STORAGE_BLOCKED'
    context.dispatch(sendFailed(blocked ? undefined : errorText(error)))
  }
}

/**
 * EmailLogin opened on an address the slice was not told of (by another plugin or the host,
 * with its data): the login starts there, as after the address was sent.
 */
export function openLogin(
  context: PluginContext,
  data: { email: string; action: LoginAction },
): void {
  const login = loginOf(context)
  if (login.email === data.email && login.step !== 'address' && login.step !== 'sending') return
  context.dispatch(loginOpened(data))
}

/**
 * A new device waits for its approval (the frame's long poll, bounded by 120 s): then the
 * code is sent and awaited.
 */
async function awaitDevice(context: PluginContext, wallet: EmailWallet): Promise<void> {
  const { attempt } = loginOf(context)
  try {
    await wallet.messenger.request('CONNECT_DEVICE', {})
    context.dispatch(deviceApproved(attempt))
  } catch (error) {
    context.dispatch(loginFailed({ attempt, error: errorText(error) }))
  }
}

/**
 * Checks a whole code: the frame unlocks (or makes) the key, and the kit connects. A device
 * known to the address whose wallet share is gone is sent the approval link instead, whose
 * sign-in recovers the wallet here.
 */
export async function verifyCode(context: PluginContext, wallet: EmailWallet): Promise<void> {
  const { code, step, attempt } = loginOf(context)
  if (!isOneTimeCode(code) || step !== 'code') return
  context.dispatch(verifyStarted())
  try {
    await finishSignIn(context, wallet, code)
    context.dispatch(verified())
  } catch (error) {
    if (frameErrorCode(error) === 'RECOVERY_REQUIRED') {
      await resendCode(context, wallet)
      return
    }
    context.dispatch(loginFailed({ attempt, error: errorText(error) }))
  }
}

/** Resend (or Retry): the frame sends another code, or the device waits again for approval. */
export async function resendCode(context: PluginContext, wallet: EmailWallet): Promise<void> {
  const { email } = loginOf(context)
  if (email === undefined) return
  context.dispatch(resendStarted())
  const { attempt } = loginOf(context)
  try {
    const { action } = await wallet.messenger.request('CONNECT_EMAIL', { email })
    context.dispatch(resent({ attempt, action: loginAction(action) }))
  } catch (error) {
    context.dispatch(loginFailed({ attempt, error: errorText(error) }))
  }
}

/**
 * The login's listeners: a step that waits for the device starts that wait (after the
 * address, and after each resend the frame answered with a device approval), and six typed
 * digits are checked at once.
 */
export function emailLoginListeners(startListening: StartListening, context: PluginContext) {
  startListening({
    predicate: (action, state) => {
      const login = loginStateOf(state)
      if (login.step !== 'device') return false
      return (
        loginOpened.match(action) ||
        (resent.match(action) && action.payload.attempt === login.attempt)
      )
    },
    effect: () => {
      const wallet = emailWalletOf(context)
      if (wallet) void awaitDevice(context, wallet)
    },
  })
  startListening({
    actionCreator: codeChanged,
    effect: () => {
      const wallet = emailWalletOf(context)
      if (wallet && isOneTimeCode(loginOf(context).code)) void verifyCode(context, wallet)
    },
  })
}
