/**
 * `portico`: create a modal, write plugins. The modal UI, the service APIs and every plugin
 * are separate chunks, reached only through dynamic `import()` from here.
 */
import { createModalCore, type Modal } from './core/createModalCore'
import type { HostOptionsInput } from './core/options'
import type { PaymentConfigInput, PaymentResult } from './plugins/pay/types'

/** The handle `createModal` returns: the modal, and payments (SPEC §4) through it. */
export interface PorticoModal extends Modal {
  /**
   * Validates `config`, opens the Pay view and resolves when the payment succeeded; rejects
   * with a coded `PorticoError` (SPEC §8) when the config is invalid, the payment failed or
   * the modal was closed before it ended. The payment code loads on the first call.
   */
  pay(config: PaymentConfigInput): Promise<PaymentResult>
}

/**
 * Creates one modal. Options are parsed at once: a mistake throws a `PorticoError` with
 * code `INVALID_OPTIONS` whose message names each bad field.
 *
 * @example
 * const modal = createModal({ projectId, networks: ['eip155:1', 'eip155:8453'] })
 */
export function createModal(options: HostOptionsInput): PorticoModal {
  const modal = createModalCore(options, {
    builtins: () => import('./registry').then(({ BUILTIN_PLUGINS }) => BUILTIN_PLUGINS),
    mountUi: (modal) => import('./shell/modal/mount').then(({ mountModal }) => mountModal(modal)),
    preloadUi: () => import('./shell/modal/mount'),
  })
  return Object.assign(modal, {
    pay: (config: PaymentConfigInput) =>
      import('./plugins/pay/host').then(({ pay }) => pay(modal, config)),
  })
}

export { definePlugin } from './core/plugin/definePlugin'
export { getWalletProvider } from './core/connection/provider'
export { PorticoError } from './core/errors'
export { NETWORK_CATALOGUE } from './core/chains'
export { PAYMENT_PRESETS, ethBase, usdcBase, ethBaseSepolia } from './plugins/pay/presets'
export type {
  PaymentConfigInput as PaymentConfig,
  PaymentAsset,
  AssetMetadata,
  PaymentResult,
  PaymentErrorCode,
} from './plugins/pay/types'
export type { Modal, OpenOptions } from './core/createModalCore'
export type { HostOptionsInput as ModalOptions, ResolvedOptions } from './core/options'
export type { Network, CaipNetworkId, ChainNamespace } from './core/chains'
export type { Eip1193Provider } from './core/chains/adapters/eip1193'
export type { Views, ViewId, RouteEntry } from './core/router'
export type { Router } from './core/router'
export type { LazyLoadedSlices, CoreState, AppDispatch, AppThunk } from './core/store'
export type {
  PluginDefinition,
  PluginEntry,
  PluginSource,
  PluginContext,
  PluginListeners,
  InjectableSlice,
  LoadOutcome,
} from './core/plugin'
export type { ServiceApis, ServiceError, ServiceArgs } from './core/api'
export type { AlertCode } from './core/alerts'
export type { SnackbarVariant, SnackbarMessage } from './core/snackbar'
export type { Language } from './core/i18n'
