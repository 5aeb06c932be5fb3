import {
  connectConnector,
  eip155ChainId,
  errorMessage,
  selectCurrentView,
  showError,
  type PluginContext,
} from 'portico/plugin'
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
  wallet.provider.signedIn(user)
  context.track('EMAIL_VERIFICATION_CODE_PASS')
  if (selectCurrentView(context.getState()) === 'EmailLogin') context.router.back()
  try {
    await context.dispatch(connectConnector(wallet.connectorId))
  } catch (error) {
    void context.dispatch(showError({ text: errorMessage(error, 'Failed to connect') }))
  }
}
