/**
 * `portico/plugin`: everything a capability needs, built-in or third-party alike, and
 * nothing internal. A plugin imports this, `portico/ui` for its views, `portico` for the
 * host-facing types (the ones it extends by declaration merging, the host's options) and
 * `portico/testing` in its suites; never a path inside the kit.
 *
 * Seven groups, each with its guide in docs/plugin-sdk/: the contract (declaring a plugin),
 * state and events, the wallet handle, chains, services, feedback and errors, routing. Every
 * name here is used by a built-in plugin, the worked example, the plugin template or the
 * README's code (tests/api/pluginExportsUsed.test.ts): a name nothing uses is not public.
 *
 * @example
 * import { defineManifest, definePlugin } from 'portico/plugin'
 * export const manifest = defineManifest({ id: 'tips', views: ['Tip'] })
 * export default definePlugin({ manifest, views: { Tip: () => import('./Tip') } })
 *
 * @module portico/plugin
 */

// ---- The contract: declaring a plugin (docs/plugin-sdk/contract.md) ----
export { definePlugin } from './core/plugin/definePlugin'
export { defineManifest } from './core/plugin/manifest'
export type { PluginDefinition, PluginContext } from './core/plugin/types'
export type { ModalContext } from './core/plugin/modalContext'
export type { AfterConnectStep, AfterConnectHold } from './core/connection/afterConnect'
export type { ResolvedOptions } from './core/options/resolve'
export type { Language } from './core/i18n/resources'
/** `hostOptionOf(context, name)`: the host's value of an option the manifest lists in `hostOptions`. */
export { hostOptionOf } from './core/plugin/hostOptions'

// ---- State and events: the store, its selectors, the kit's actions (docs/plugin-sdk/state.md) ----
export type { CoreState, AppDispatch, AppThunk } from './core/store/types'
export type { StartListening } from './core/store/makeStore'
export { selectActiveAccount } from './core/account/slice'
export type { TokenBalanceEntry } from './core/account/slice'
export {
  selectActiveNetwork,
  selectNetworks,
  selectTokenBalances,
  selectConnectedTarget,
} from './core/account/selectors'
/**
 * `refreshBalance({ forceUpdate? })`: reads the active account's balances again (service,
 * then node; cached 30 s); `forceUpdate` (a CAIP-10 token id) bypasses every cache, e.g.
 * after a send. Never rejects.
 */
export { refreshBalance } from './core/account/balance'
/**
 * `lookUpIdentity(address, sender?)`: the name and avatar any address is known by (eip155),
 * cached 5 min. Never rejects: a failure is `{ ok: false, reason }`.
 */
export { lookUpIdentity } from './core/account/lookUpIdentity'
// The events the kit dispatches: match them in listeners.
export {
  connectionStarted,
  connectionFailed,
  connected,
  accountChanged,
  networkChanged,
  disconnected,
  activeNamespaceSet as namespaceChanged,
} from './core/account/slice'
/** The account's balances or identity arrived (or were cleared as stale). */
export { accountDataUpdated } from './core/account/slice'
export { modalOpened, modalClosed } from './core/modal/slice'

// ---- The wallet handle: requests, connectors, the embedded wallet (docs/plugin-sdk/wallet.md) ----
export type { WalletHandle } from './core/connection/walletHandle'
export type { Eip155TransactionRequest } from './core/chains/adapters/eip155Transaction'
/**
 * `parseQuantity(value, method)`: a hex quantity a wallet answered (`wallet.request`, e.g.
 * `eth_gasPrice`) as a bigint; throws PorticoError `INVALID_WALLET_RESPONSE` otherwise.
 */
export { parseQuantity } from './core/chains/adapters/eip155Rpc'
/**
 * A thunk: disconnects the active namespace's wallet (the account is reset even when the
 * wallet does not answer); resolves to whether the wallet confirmed.
 */
export { disconnectWallet } from './core/connection/disconnectWallet'
/**
 * A plugin's own connector (`dispatch(registerConnector({ plugin: context.id, name, type,
 * provider }))`, resolving to its removal): listed like the page's wallets, restored after a
 * reload (the restore loads the plugin its id names first), and connected through with
 * `dispatch(connectConnector(pluginConnectorId(context.id)))`.
 */
export { registerConnector, pluginConnectorId } from './core/connectors/register'
export { connectConnector } from './core/connection/connectConnector'
/**
 * The embedded wallet's time limits (its frame client is the e-mail plugin's own): the frame's
 * load, the settling after it says ready, a login request, the sign-out's wait for the frame,
 * and the chain a frame starts on when none was used.
 */
export {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_SETTLE_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  SIGN_OUT_WAIT_MS,
  DEFAULT_FRAME_CHAIN,
} from './core/constants'

// ---- Chains: CAIP ids, addresses, amounts, networks (docs/plugin-sdk/chains.md) ----
export type { Network, CaipNetworkId, ChainNamespace } from './core/chains'
export {
  eip155ChainId,
  parseCaipNetworkId,
  isCaipNetworkId,
  parseCaipAddress,
  formatCaipAddress,
} from './core/chains/caip'
export { isValidAddress, toChecksumAddress } from './core/chains/address'
export { findCatalogueNetwork } from './core/chains'
export { parseAmount, formatAmount, formatDisplayAmount } from './core/chains/amounts'
/** The zod schema of an absolute URL (`URL.canParse`), for a URL a host's config gives. */
export { absoluteUrl } from './core/chains/network'
export { MAX_AMOUNT_UNITS } from './core/constants'

// ---- Services: the kit's service APIs, their limits and identity (docs/plugin-sdk/services.md) ----
// `endpoints` injects into the blockchain services' API (RTK Query).
export type { BlockchainServicesApi } from './core/api/apis'
export type { ServiceError } from './core/api/serviceQuery'
// The account's history is the activity plugin's call; its schema stays with it and is public
// from here, for a plugin that reads the same history.
export { historyResponseSchema } from './plugins/activity/schemas'
export type { HistoryResponse, HistoryTransaction } from './plugins/activity/schemas'
export {
  SDK_TYPE,
  SDK_VERSION,
  SERVICE_REQUEST_TIMEOUT_MS,
  REMOTE_CONFIG_WAIT_MS,
  HTTP_RPC_TIMEOUT_MS,
  IDENTITY_CACHE_MS,
  WALLET_SEARCH_WAIT_MS,
} from './core/constants'
/** The auth service's contract for e-mail sign-in: the wait between two codes to one address. */
export { EMAIL_LOGIN_COOLDOWN_MS } from './core/constants'
/**
 * The onramp plugin's limits and fee range: its payment methods' limits, and the ones applied
 * when the onramp service cannot be read.
 */
export {
  ONRAMP_CARD_LIMITS,
  ONRAMP_BANK_LIMITS,
  ONRAMP_FALLBACK_LIMITS,
  ONRAMP_FALLBACK_CURRENCIES,
  ONRAMP_FEE_RANGE,
} from './core/constants'

// ---- Feedback and errors: snackbar, alerts, typed errors (docs/plugin-sdk/feedback.md) ----
// A plugin adds its error codes by merging into `ErrorCodes` through `portico`
// (declare module 'portico' { ... }).
export { PorticoError, errorMessage, formatIssues } from './core/errors'
export type { PorticoErrorOptions } from './core/errors'
export { showSuccess, showError } from './core/snackbar/show'
export type { SnackbarMessage } from './core/snackbar'
/** `dispatch(raiseAlert({ code }))`: raises one of the kit's alerts (a banner; logged for the host). */
export { raiseAlert } from './core/alerts/attach'

// ---- Routing: where the modal is, closing it, what a view is opened with (docs/plugin-sdk/routing.md) ----
// `Views`, `LazyLoadedSlices` and `PorticoModal` are merged into through `portico` only
// (declare module 'portico' { ... }): TypeScript loses merges made through two re-exports.
export { selectCurrentView, selectCurrentRoute } from './core/router/selectors'
export { viewOpened } from './core/router/viewOpened'
/** `invalidViewData(view, issues)`: the console's sentence for data a view cannot take, field by field. */
export { invalidViewData } from './core/router/viewData'
export { closeModal } from './core/modal/close'
/**
 * Blocks (true) or allows the modal's closing: while blocked, Escape, the close button, the
 * overlay and going back from the first view shake the modal (500 ms) instead of closing it.
 */
export { closeBlockedSet } from './core/modal/slice'
export { decimalAmountSchema, boundedTextSchema } from './core/chains/amounts'
/**
 * A third party's page (a checkout, an exchange) whose address a service answers after the
 * click: `openBlankTab()` in the click handler, `isWebUrl(url)` on the answer (never a
 * `javascript:` or `data:` address), then `showInTab(url, tab)`.
 */
export { isWebUrl, openBlankTab, showInTab } from './core/env/webPage'
