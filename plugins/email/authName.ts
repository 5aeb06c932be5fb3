import {
  accountDataUpdated,
  connected,
  selectActiveAccount,
  type PluginContext,
  type StartListening,
} from 'portico/plugin'
import { IDENTITY_SOURCE_NAMES } from '../../protocol/frame/sourceNames'
import type { FrameUser } from '../../protocol/frame/messages'
import { emailWalletOf } from './wallet'

/**
 * The name an embedded wallet's account goes by: the social username (Discord's legacy
 * discriminator, written as a trailing 0, dropped), or none for an e-mail login (the address
 * shows, as before). The views cut a name longer than their limit (30) with an ellipsis.
 */
export function authName(user: FrameUser | undefined): string | undefined {
  const name = user?.userName
  if (!name) return undefined
  return user.socialProvider === 'discord' && /.0$/.test(name) ? name.slice(0, -1) : name
}

/** How the embedded wallet's account was signed in to ('GitHub'), none for an e-mail login. */
export function authSource(user: FrameUser | undefined): string | undefined {
  return user?.socialProvider && IDENTITY_SOURCE_NAMES[user.socialProvider]
}

/**
 * Connected through the embedded wallet, an account with no other name (an identity the
 * identity service knows wins) is named by its social username: on Account, the button and
 * the connection list, which also says how it was signed in to (the provider, not 'Email').
 */
export function authNameListeners(startListening: StartListening, context: PluginContext) {
  startListening({
    predicate: (action) => connected.match(action) || accountDataUpdated.match(action),
    effect: () => {
      const wallet = emailWalletOf(context)
      const state = context.getState()
      const account = selectActiveAccount(state)
      const namespace = state.account.activeNamespace
      if (!wallet || !namespace || account.connectorId !== wallet.connectorId) return
      const user = wallet.provider.user()
      const name = account.profileName === undefined ? authName(user) : undefined
      const source = account.profileSource === undefined ? authSource(user) : undefined
      if (name === undefined && source === undefined) return
      context.dispatch(
        accountDataUpdated({
          namespace,
          data: {
            ...(name !== undefined && { profileName: name }),
            ...(source !== undefined && { profileSource: source }),
          },
        }),
      )
    },
  })
}
