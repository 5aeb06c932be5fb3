/**
 * `portico/plugin`: everything a capability needs, built-in or third-party alike, and
 * nothing internal. A plugin imports this, `portico/ui` for its views, `portico` for the
 * host-facing types and `portico/testing` in its suites; never a path inside the kit.
 *
 * @example
 * import { defineManifest, definePlugin } from 'portico/plugin'
 * export const manifest = defineManifest({ id: 'tips', views: ['Tip'] })
 * export default definePlugin({ manifest, views: { Tip: () => import('./Tip') } })
 *
 * @module portico/plugin
 */

// Declaring a plugin
export { definePlugin } from './core/plugin/definePlugin'
export { defineManifest } from './core/plugin/manifest'
export { manifestText } from './core/plugin/manifestText'
export type {
  PluginManifest,
  PluginContributions,
  AccountAction,
  AccountTab,
  ConnectSection,
  HeaderAction,
  ManifestText,
} from './core/plugin/manifest'
export type {
  PluginDefinition,
  PluginEntry,
  PluginSource,
  PluginContext,
  PluginListeners,
  PluginTranslate,
  HostMethod,
  InjectableSlice,
} from './core/plugin/types'
export type { ModalContext } from './core/plugin/modalContext'
export type {
  AfterConnectHold,
  AfterConnectStep,
  AfterConnectStepOptions,
} from './core/connection/afterConnect'
export type { LoadOutcome } from './core/plugin/setUpPlugin'

// The store: state, thunks, listeners
export type {
  CoreState,
  AppDispatch,
  AppThunk,
  ThunkExtra as PluginThunkExtra,
} from './core/store/types'
export type { StartListening } from './core/store/makeStore'

// Reading the account, network, balances and connection
export { selectActiveAccount } from './core/account/slice'
export {
  selectAddress,
  selectConnectionStatus,
  selectNetworks,
  selectActiveNetwork,
  selectTokenBalances,
  selectConnectedTarget,
} from './core/account/selectors'
export { isStillActive } from './core/account/active'
export type { AccountTarget } from './core/account/active'
/**
 * `refreshBalance({ forceUpdate? })`: reads the active account's balances again (service,
 * then node; cached 30 s); `forceUpdate` (a CAIP-10 token id) bypasses every cache, e.g.
 * after a send. Never rejects.
 */
export { refreshBalance } from './core/account/balance'
export type { RefreshBalanceOptions, BalanceOutcome } from './core/account/balance'
/**
 * `lookUpIdentity(address, sender?)`: the name and avatar any address is known by (eip155),
 * cached 5 min. Never rejects: a failure is `{ ok: false, reason }`.
 */
export { lookUpIdentity } from './core/account/lookUpIdentity'
export type { AccountIdentity } from './core/account/lookUpIdentity'
/** What a service read gives: `{ ok: true, data }` or `{ ok: false, reason }`. */
export type { ServiceAnswer } from './core/account/active'
export type {
  NamespaceAccount,
  TokenBalanceEntry,
  ConnectionStatus,
  ConnectedPayload,
} from './core/account/slice'
export { selectFeatureEnabled } from './core/features/selectors'
export { selectCurrentView, selectCurrentRoute, selectCanGoBack } from './core/router/selectors'

// Reacting to them: the events the kit dispatches (match them in listeners)
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
export { closeModal } from './core/modal/close'

// The wallet
export type { WalletHandle, TypedDataPayload } from './core/connection/walletHandle'
/**
 * A thunk: disconnects the active namespace's wallet (the account is reset even when the
 * wallet does not answer); resolves to whether the wallet confirmed.
 */
export { disconnectWallet } from './core/connection/disconnectWallet'
export type {
  Eip155TransactionRequest,
  NativeTransferRequest,
  Erc20TransferRequest,
  ContractCallRequest,
} from './core/chains/adapters/eip155Transaction'
export type { Eip1193Provider } from './core/chains/adapters/eip1193'
/**
 * A plugin's own connector (`dispatch(registerConnector({ plugin: context.id, name, type,
 * provider }))`, resolving to its removal): listed like the page's wallets, restored after a
 * reload (the restore loads the plugin its id names first), and connected through with
 * `dispatch(connectConnector(pluginConnectorId(context.id)))`.
 */
export { registerConnector, pluginConnectorId } from './core/connectors/register'
export type { PluginConnector } from './core/connectors/register'
export { connectConnector } from './core/connection/connectConnector'
/**
 * The embedded wallet's hidden frame: its message schemas, the messenger,
 * its local storage keys and the frame-backed EIP-1193 provider of the AUTH connector.
 */
export {
  createFrameMessenger,
  createFrameProvider,
  frameStorage,
  FRAME_STORAGE_KEYS,
  FRAME_ELEMENT_ID,
  FRAME_REQUESTS,
  classifyMethod,
  SAFE_METHODS,
  UNSAFE_METHODS,
  METHOD_NOT_ALLOWED,
  FrameProviderError,
} from './core/frame'
export type {
  FrameMessenger,
  FrameMessengerOptions,
  FrameProvider,
  FrameApprovalEvent,
  FramePlacement,
  FrameUser,
  FrameRequestType,
  FramePayload,
  FrameResult,
  FrameAlert,
  FrameReport,
} from './core/frame'
export { WALLET_ERROR_CODES, toWalletError, WalletError } from './core/chains/adapters/walletErrors'
export type { WalletErrorCode, WalletRejectionCode } from './core/chains/adapters/walletErrors'
/**
 * `parseQuantity(value, method)`: a hex quantity a wallet answered (`wallet.request`, e.g.
 * `eth_gasPrice`) as a bigint; throws PorticoError `INVALID_WALLET_RESPONSE` otherwise.
 */
export { parseQuantity } from './core/chains/adapters/eip155Rpc'

// Chains: CAIP ids, addresses, amounts, networks
export {
  parseCaipNetworkId,
  parseCaipAddress,
  formatCaipNetworkId,
  formatCaipAddress,
  isCaipNetworkId,
  isCaipAddress,
  isChainNamespace,
  eip155ChainId,
} from './core/chains/caip'
export type { CaipAddress, ParsedCaipNetworkId, ParsedCaipAddress } from './core/chains/caip'
export { isEvmAddress, isValidAddress, toChecksumAddress } from './core/chains/address'
export { parseAmount, formatAmount, formatDisplayAmount } from './core/chains/amounts'
export {
  NETWORK_CATALOGUE,
  findCatalogueNetwork,
  networkSchema,
  caipNetworkIdSchema,
  CHAIN_NAMESPACES,
} from './core/chains'
export { absoluteUrl, anyCaipNetworkIdSchema, ANY_CAIP_NETWORK_ID } from './core/chains/network'
export type { Network, CaipNetworkId, ChainNamespace } from './core/chains'

// Errors: one base with a code, its details, the cause and a docs link. A plugin adds its codes
// by merging into `ErrorCodes` through `portico` (declare module 'portico' { ... }).
export { PorticoError, OptionsError, errorMessage, formatIssues } from './core/errors'
export type {
  ErrorCode,
  ErrorCodes,
  ErrorDetails,
  ErrorDetailsInput,
  PorticoErrorOptions,
  WalletErrorDetails,
} from './core/errors'

/**
 * The e-mail address pattern and length limit the kit checks addresses against, for
 * a refinement: z.email() would add zod classes to the host page's first download.
 */
export { EMAIL_ADDRESS_PATTERN, EMAIL_ADDRESS_MAX_LENGTH } from './core/emailAddress'

// Sign-in with the wallet (the host's `siwx` / `siweConfig` options; the siwx plugin)
/**
 * `signInConfigOf(context)`: the host's sign-in config in the `siwx` shape (the legacy
 * `siweConfig` adapted), its methods bound to the host's object; undefined without one.
 */
export { signInConfigOf } from './core/options/signInConfig'
/** zod schemas of a sign-in session and its message data, for what a host answers. */
export { siwxSessionSchema, siwxMessageDataSchema } from './core/options/sessionSchema'
export type {
  SiwxConfig,
  SiwxSession,
  SiwxMessageData,
  SiweConfig,
  SiweCreateMessageArgs,
} from './core/options/signIn'
/**
 * Blocks (true) or allows the modal's closing: while blocked, Escape, the close button, the
 * overlay and going back from the first view shake the modal (500 ms) instead of closing it.
 */
export { closeBlockedSet } from './core/modal/slice'

// Feedback: snackbar and analytics (through the context's `track`)
/** `dispatch(raiseAlert({ code }))`: raises one of the kit's alerts (a banner; logged for the host). */
export { raiseAlert } from './core/alerts/attach'
export type { AlertCode } from './core/alerts/catalogue'
export { showSnackbar, showSuccess, showError } from './core/snackbar/show'
export type { SnackbarVariant, SnackbarMessage } from './core/snackbar'

// Routing
export type { Router } from './core/router/controller'
// `Views`, `LazyLoadedSlices` and `PorticoModal` are merged into through `portico` only
// (declare module 'portico' { ... }): TypeScript loses merges made through two re-exports.
export type { ViewId, ViewArgs, RouteEntry } from './core/router/views'
export type { OpenOptions } from './core/createModalCore'

// The services (RTK Query): inject into these in `endpoints`
export type { ServiceApis, WalletServicesApi, BlockchainServicesApi } from './core/api/apis'
export type { ServiceArgs, ServiceError } from './core/api/serviceQuery'
/**
 * zod schemas of the service answers a plugin may read itself (`responseSchema` of an injected
 * endpoint, or a check in a test's handler): the same objects the kit parses with. The calls,
 * their parameters and shapes are in the services reference (the README's Reference section).
 */
export {
  balanceResponseSchema,
  tokenBalanceSchema,
  identityResponseSchema,
} from './core/account/schemas'
export type { BalanceResponse, TokenBalance, IdentityResponse } from './core/account/schemas'
export { getWalletsResponseSchema, walletListItemSchema } from './core/wallets/schemas'
export type { GetWalletsResponse, WalletListItem } from './core/wallets/schemas'
// The account's history and name lookups are the activity and send plugins' calls; their
// schemas stay with them and are public from here.
export {
  historyResponseSchema,
  historyTransactionSchema,
  historyTransferSchema,
} from './plugins/activity/schemas'
export type {
  HistoryResponse,
  HistoryTransaction,
  HistoryTransfer,
} from './plugins/activity/schemas'
export { accountLookupResponseSchema } from './plugins/send/schemas'
export type { AccountLookupResponse } from './plugins/send/schemas'
export type { ResolvedOptions } from './core/options/resolve'
export type { Language } from './core/i18n/resources'

// The kit's business constants and limits, by name
export * from './core/constants'
