import {
  raiseAlert,
  pluginConnectorId,
  registerConnector,
  SDK_VERSION,
  showError,
  type PluginContext,
} from 'portico/plugin'
import {
  EMBEDDED_WALLET_LIVE,
  type EmbeddedWalletAccess,
} from '../../protocol/frame/embeddedWallet'
import { createFrameMessenger, type FrameMessenger } from './frame/messenger'
import { createFrameProvider, type FrameProvider } from './frame/provider'
import { frameStorage } from './frame/storage'
import { createApprovals, type Approvals } from './approvals'
import { createRecoveries, type Recoveries } from './recoveries'
import { connectAs } from './signIn'
import { startFrameSync } from './sync'
import { createWalletWindow, type WalletWindow } from './walletWindow'
import { windowAbsentError, windowAwareMessenger } from './windowRequests'

/**
 * The embedded wallet of one modal: its frame, provider, approvals, recoveries, connector, and
 * its window where the browser refuses the frame its storage.
 */
export interface EmailWallet {
  messenger: FrameMessenger
  provider: FrameProvider
  approvals: Approvals
  recoveries: Recoveries
  window: WalletWindow
  connectorId: string
  dispose(): void
}

/** Per modal (keyed by its store): views reach the wallet their plugin set up. */
const wallets = new WeakMap<object, EmailWallet>()

export function emailWalletOf(context: Pick<PluginContext, 'store'>): EmailWallet | undefined {
  return wallets.get(context.store)
}

/**
 * Sets up the embedded wallet for a modal (the plugin's `setup`): the hidden frame on the
 * auth service (loaded now when the visitor signed in by e-mail before, otherwise on first
 * need), the frame-backed provider, and the AUTH connector. Without an
 * `endpoints.authService` there is nothing to load: the e-mail section says so.
 */
export function setUpEmailWallet(context: PluginContext): void {
  const authService = context.options.endpoints.authService
  if (!authService) {
    context.logger.warn('E-mail login is off: endpoints.authService is not set')
    return
  }
  const messenger = createFrameMessenger({
    frameUrl: `${authService}/frame/`,
    projectId: context.options.projectId ?? '',
    // Read when the frame or the wallet window loads: the chain last used by then.
    chainId: () => `eip155:${frameStorage.lastChainId()}`,
    version: SDK_VERSION,
    enableLogger: context.options.debug,
    logger: context.logger,
    report: (event, error) => context.reportError(event, error),
    alert: (code) => context.dispatch(raiseAlert({ code })),
  })
  const approvals = createApprovals(context, messenger)
  const recoveries = createRecoveries(context, messenger)
  const sync = startFrameSync(context, messenger)
  const walletWindow = createWalletWindow({ messenger, onOpened: sync.resend })
  // Closed by the visitor: what the window showed is gone with it, unanswered, and the visitor
  // is told so (whatever view the request's own failure leads to).
  const stopWindow = walletWindow.subscribe(() => {
    if (walletWindow.state() !== 'closed') return
    if (approvals.shown() || recoveries.shown()) {
      // A task later: after what the failed request's own flow says (a payment's generic
      // failure), so the visitor reads why it failed last.
      setTimeout(() => {
        void context.dispatch(showError({ text: context.t('window.closedDuring') }))
      }, 0)
    }
    approvals.abandon()
    recoveries.abandon()
  })
  const provider = createFrameProvider({
    messenger: windowAwareMessenger(context, messenger, walletWindow),
    logger: context.logger,
  })
  if (frameStorage.isLoginUsed()) messenger.load()
  const stopSession = messenger.onSessionUpdate((token) => frameStorage.setSessionToken(token))
  // What the frame asks dies with the modal's closing: an approval (the frame answers 4001),
  // a recovery screen (the unlock fails as cancelled), a request waiting for the window.
  let wasOpen = context.getState().modal.open
  const stopClose = context.store.subscribe(() => {
    const open = context.getState().modal.open
    if (wasOpen && !open) {
      approvals.cancel()
      recoveries.cancel()
      walletWindow.abandon(windowAbsentError(walletWindow))
    }
    wasOpen = open
  })
  const removeConnector = context.dispatch(
    registerConnector({ plugin: context.id, name: 'Email', type: 'AUTH', provider }),
  )
  const wallet: EmailWallet = {
    messenger,
    provider,
    approvals,
    recoveries,
    window: walletWindow,
    connectorId: pluginConnectorId(context.id),
    dispose() {
      approvals.cancel()
      approvals.stop()
      recoveries.cancel()
      recoveries.stop()
      stopClose()
      stopWindow()
      walletWindow.dispose()
      sync.stop()
      stopSession()
      removeConnector()
      messenger.destroy()
      context.live.delete(EMBEDDED_WALLET_LIVE.kind, EMBEDDED_WALLET_LIVE.id)
      wallets.delete(context.store)
    },
  }
  wallets.set(context.store, wallet)
  // Lent to the plugins that sign in through the same frame (the socials plugin).
  const access: EmbeddedWalletAccess = {
    serviceOrigin: messenger.origin,
    request: (type, payload, options) => messenger.request(type, payload, options),
    user: () => provider.user(),
    isConnector: (connectorId) => connectorId === wallet.connectorId,
    connect: (user) => connectAs(context, wallet, user),
  }
  context.live.set(EMBEDDED_WALLET_LIVE.kind, EMBEDDED_WALLET_LIVE.id, access)
}
