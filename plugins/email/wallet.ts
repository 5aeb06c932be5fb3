import {
  raiseAlert,
  createFrameMessenger,
  createFrameProvider,
  frameStorage,
  pluginConnectorId,
  registerConnector,
  SDK_VERSION,
  type FrameMessenger,
  type FrameProvider,
  type PluginContext,
} from 'portico/plugin'
import { createApprovals, type Approvals } from './approvals'
import { createRecoveries, type Recoveries } from './recoveries'
import { startFrameSync } from './sync'

/** The embedded wallet of one modal: its frame, provider, approvals, recoveries, connector. */
export interface EmailWallet {
  messenger: FrameMessenger
  provider: FrameProvider
  approvals: Approvals
  recoveries: Recoveries
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
    chainId: `eip155:${frameStorage.lastChainId()}`,
    version: SDK_VERSION,
    enableLogger: context.options.debug,
    logger: context.logger,
    report: (event, error) => context.reportError(event, error),
    alert: (code) => context.dispatch(raiseAlert({ code })),
  })
  const approvals = createApprovals(context, messenger)
  const recoveries = createRecoveries(context, messenger)
  const provider = createFrameProvider({ messenger, logger: context.logger })
  if (frameStorage.isLoginUsed()) messenger.load()
  const stopSession = messenger.onSessionUpdate((token) => frameStorage.setSessionToken(token))
  const stopSync = startFrameSync(context, messenger)
  // What the frame asks dies with the modal's closing: an approval (the frame answers 4001),
  // a recovery screen (the unlock fails as cancelled).
  let wasOpen = context.getState().modal.open
  const stopClose = context.store.subscribe(() => {
    const open = context.getState().modal.open
    if (wasOpen && !open) {
      approvals.cancel()
      recoveries.cancel()
    }
    wasOpen = open
  })
  const removeConnector = context.dispatch(
    registerConnector({ plugin: context.id, name: 'Email', type: 'AUTH', provider }),
  )
  wallets.set(context.store, {
    messenger,
    provider,
    approvals,
    recoveries,
    connectorId: pluginConnectorId(context.id),
    dispose() {
      approvals.cancel()
      approvals.stop()
      recoveries.cancel()
      recoveries.stop()
      stopClose()
      stopSync()
      stopSession()
      removeConnector()
      messenger.destroy()
      wallets.delete(context.store)
    },
  })
}
