import {
  connectConnector,
  eip155ChainId,
  errorMessage,
  selectCurrentView,
  showError,
  type PluginContext,
} from 'portico/plugin'
import type { FrameUser } from '../../protocol/frame/messages'
import { frameStorage } from './frame/storage'
import type { EmailWallet } from './wallet'

/** The chain the frame starts the new session on: the modal's default network when eip155. */
function startChain(context: PluginContext): number | undefined {
  const { defaultNetwork } = context.options
  if (defaultNetwork.chainNamespace !== 'eip155') return undefined
  return eip155ChainId(defaultNetwork.caipNetworkId)
}

/**
 * The end of an e-mail login: the code is checked by the frame (which unlocks or makes the
 * key), the user is read and the provider takes it. Then the kit connects through the AUTH
 * connector as through any wallet, from the Connect view the login started on, so what
 * follows a connection applies as after choosing a wallet there (the modal closes, or the
 * view that asked for a connection, such as Pay, comes back). A failure of the code or the
 * user rejects (EmailLogin shows it); one of the connection itself is shown as a snackbar.
 */
export async function finishSignIn(
  context: PluginContext,
  wallet: EmailWallet,
  otp: string,
): Promise<void> {
  await wallet.messenger.request('CONNECT_OTP', { otp })
  const chainId = startChain(context)
  const user = await wallet.messenger.request('GET_USER', chainId === undefined ? {} : { chainId })
  context.track('EMAIL_VERIFICATION_CODE_PASS')
  if (selectCurrentView(context.getState()) === 'EmailLogin') context.router.back()
  await connectAs(context, wallet, user)
}

/**
 * A visitor whose wallet lives in the wallet window (the browser refuses the frame its storage)
 * and who signed in there before, on this page, with this address: the window's own session
 * signs them in again, no new code. False when there is no such session (a code is needed).
 */
export async function resumeInWindow(
  context: PluginContext,
  wallet: EmailWallet,
  address: string,
): Promise<boolean> {
  const known = frameStorage.email()
  if (!frameStorage.isLoginUsed() || known?.toLowerCase() !== address.toLowerCase()) return false
  const token = frameStorage.sessionToken()
  const { isConnected } = await wallet.messenger.request('IS_CONNECTED', token ? { token } : {})
  if (!isConnected) return false
  const user = await wallet.messenger.request('GET_USER', { chainId: frameStorage.lastChainId() })
  await connectAs(context, wallet, user)
  return true
}

/** The provider takes the user and the kit connects through the AUTH connector (a social sign-in too). */
export async function connectAs(context: PluginContext, wallet: EmailWallet, user: FrameUser) {
  wallet.provider.signedIn(user)
  try {
    await context.dispatch(connectConnector(wallet.connectorId))
  } catch (error) {
    void context.dispatch(
      showError({ text: errorMessage(error, context.t('errors.connectFailed')) }),
    )
  }
}
