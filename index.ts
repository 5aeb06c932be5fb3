/**
 * `portico`: create a modal, write plugins. The modal UI, the service APIs and every plugin
 * are separate chunks, reached only through dynamic `import()` from here.
 *
 * @module portico
 */
import { createModalCore, type Modal } from './core/createModalCore'
import type { HostOptionsInput } from './core/options'
import { loadOnce } from './core/loadOnce'
import { BUILTIN_PLUGINS } from './registry'

// The UI chunk, imported once: a click on a page that preloaded it mounts within the click's
// own microtasks (a second import() of a loaded chunk would wait a task, often a frame).
const modalUi = loadOnce(() => import('./shell/modal/mount'))

/**
 * The handle `createModal` returns: the modal, and the methods its plugins add (`pay`,
 * declared by the pay plugin). A plugin adds its own by declaration merging:
 *
 *   declare module 'portico' { interface PorticoModal { tip(amount: number): Promise<void> } }
 */
// An interface (not a type alias) so plugins can merge their methods into it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PorticoModal extends Modal {}

/**
 * Creates one modal. Options are parsed at once: a mistake throws a `PorticoError` with
 * code `INVALID_OPTIONS` whose message names each bad field.
 *
 * @example
 * const modal = createModal({ projectId, networks: ['eip155:1', 'eip155:8453'] })
 */
export function createModal(options: HostOptionsInput): PorticoModal {
  // The host methods of the plugins' manifests (modal.pay) are installed by createModalCore;
  // the types above promise them through each manifest's declaration merging.
  return createModalCore(options, {
    builtins: BUILTIN_PLUGINS,
    mountUi: (modal) => modalUi().then(({ mountModal }) => mountModal(modal)),
    preloadUi: (modal) => modalUi().then(({ prepareModal }) => prepareModal(modal)),
  }) as PorticoModal
}

export { getWalletProvider } from './core/connection/provider'
// The modal's connection driven from the host's code (the wagmi connector's side of it).
export { switchNetwork, disconnect, connectionRestored } from './core/connection/hostControls'
export { PorticoError, OptionsError } from './core/errors'
// Codes are an open map: plugins add theirs by merging into `ErrorCodes`, as into `Views`.
export type {
  ErrorCode,
  ErrorCodes,
  ErrorDetails,
  ErrorDetailsInput,
  OptionsErrorCode,
  PorticoErrorArgs,
  PorticoErrorConstructor,
  PorticoErrorOptions,
  WalletErrorDetails,
} from './core/errors'
export { NETWORK_CATALOGUE } from './core/chains'
export { PAYMENT_PRESETS, ethBase, usdcBase, ethBaseSepolia } from './plugins/pay/presets'
export type {
  PaymentConfigInput as PaymentConfig,
  PaymentAsset,
  AssetMetadata,
  PaymentResult,
  PaymentErrorCode,
  PaymentErrorDetails,
} from './plugins/pay/types'
export type { Modal, OpenOptions } from './core/createModalCore'
export type {
  HostOptionsInput as ModalOptions,
  ResolvedOptions,
  PluginOptions,
} from './core/options'
export type { ThemeVariables } from './core/options/themeVariables'
export type { Network, CaipNetworkId, ChainNamespace } from './core/chains'
export type { Eip1193Provider } from './core/chains/adapters/eip1193'
export type { Views, ViewId, RouteEntry } from './core/router'
export type { BuiltinPluginId } from './registry'
export type { Router } from './core/router'
export type { LazyLoadedSlices, CoreState, AppDispatch, AppThunk } from './core/store'
export type { PluginDefinition, PluginEntry, PluginSource, LoadOutcome } from './core/plugin'
export type { ManifestTexts, ManifestTextTree } from './core/plugin/manifest'
export type { AlertCode } from './core/alerts'
export type { SnackbarVariant, SnackbarMessage } from './core/snackbar'
export type { Language } from './core/i18n'
// Sign-in with the wallet: the `siwx` option (and the legacy `siweConfig`) and its sessions.
export type {
  SiwxConfig,
  SiwxSession,
  SiwxMessageData,
  SiweConfig,
  SiweCreateMessageArgs,
} from './core/options/signIn'
