import { defineManifest } from 'portico/plugin'
import type { NetworkFeeQuote } from './host'

declare module 'portico' {
  // Views are an open map: the gas tracker adds its own, so `modal.open({ view: 'GasTracker' })`
  // and `router.push('GasTracker')` type-check.
  interface Views {
    GasTracker: undefined
  }
  // Its host method, on every modal that lists the plugin (see ./host.ts).
  interface PorticoModal {
    /**
     * The current fees of a network (a CAIP-2 id among the modal's networks; by default the
     * wallet's, else the default one), read from its node, in wei; with what a native and an
     * ERC-20 transfer cost at them. Loads the gas tracker on the first call. Rejects with a
     * PorticoError: UNKNOWN_NETWORK, NO_GAS_FEES, NODE_FAILED, or the kit's
     * PLUGIN_UNAVAILABLE when the project switched the feature off.
     */
    networkFees(network?: string): Promise<NetworkFeeQuote>
  }
  // Error codes are an open map too: `new PorticoError('NO_GAS_FEES', ...)` type-checks with
  // its details, and a host's `error.code === 'NO_GAS_FEES'` is known.
  interface ErrorCodes {
    UNKNOWN_NETWORK: { network: unknown } // the host's argument, as it gave it
    NO_GAS_FEES: { network: string }
    NODE_FAILED: { network: string }
  }
}

/** A gauge in a 24×24 box: a half ring, a needle and its hub (filled with the current colour). */
const GAUGE_ICON =
  'M2 15a10 10 0 0 1 20 0h-2a8 8 0 0 0-16 0z' +
  'M11.3 14.3l5.3-5.3 1.4 1.4-5.3 5.3z' +
  'M10.5 15a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0z'

/**
 * What a host page knows of the gas tracker before its code loads: its id (and i18n
 * namespace), the remote feature that switches it off, its view, where the modal offers it
 * (a row of the Account view and a button in its header) and the method it adds to the modal
 * handle. Its labels are keys of its manifest texts (locales/manifest/<language>.json), which the modal's UI
 * loads before it draws, so the host page carries none of their words.
 */
export const manifest = defineManifest({
  id: 'gasTracker',
  feature: 'gasTracker',
  views: ['GasTracker'],
  contributes: {
    accountActions: [
      {
        id: 'gasTracker',
        view: 'GasTracker',
        title: 'account.title',
        description: 'account.description',
        order: 40,
      },
    ],
    headerActions: [
      {
        id: 'gasTracker',
        view: 'GasTracker',
        label: 'header.label',
        iconPath: GAUGE_ICON,
        on: ['Account'],
      },
    ],
    hostMethods: ['networkFees'],
  },
})
