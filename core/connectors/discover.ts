import type { Eip1193Provider } from '../chains/adapters/eip1193'
import { liveRegistryOf } from '../plugin/liveRegistry'
import type { Runtime } from '../runtime'
import {
  BROWSER_WALLET_CONNECTOR_ID,
  BROWSER_WALLET_CONNECTOR_NAME,
} from '../wallets/connectorFacts'
import { discoverAnnouncedWallets } from './eip6963'
import { registerWalletConnectConnector } from './walletconnect/connector'
import { injectedProvider } from './injected'
import { connectorAdded, connectorsSlice } from './slice'
import { PROVIDER_KIND, type ConnectorMeta } from './types'

/** The running discovery of one modal, if any. */
const discoveryOf = (runtime: Runtime) =>
  runtime.extension<{ stop?: () => void }>('core:discovery', () => ({}))

/**
 * Finds the wallets of this page once per modal: EIP-6963 announcements (as they come, also
 * later ones), the legacy injected provider and the connectors the host passed in. Metadata goes to the store, providers to the
 * live registry under the connector id. Returns the stop.
 */
export function discoverConnectors(runtime: Runtime): () => void {
  const slot = discoveryOf(runtime)
  if (slot.stop) return slot.stop
  const { store, rootReducer } = runtime.bundle
  rootReducer.inject(connectorsSlice)
  const live = liveRegistryOf(runtime)

  /**
   * Lists a connector with its provider, unless its id is taken: the first connector under
   * an id keeps it (row and provider together), so nothing found later takes over a wallet's
   * row, nor a connection made through it. Returns whether it was listed.
   */
  const add = (meta: ConnectorMeta, provider: Eip1193Provider): boolean => {
    const taken =
      live.get(PROVIDER_KIND, meta.id) !== undefined ||
      store.getState().connectors?.list.some((each) => each.id === meta.id) === true
    if (taken) return false
    live.set(PROVIDER_KIND, meta.id, provider)
    store.dispatch(connectorAdded(meta))
    return true
  }

  const injected = injectedProvider()
  if (injected) {
    add(
      {
        id: BROWSER_WALLET_CONNECTOR_ID,
        name: BROWSER_WALLET_CONNECTOR_NAME,
        type: 'INJECTED',
        chain: 'eip155',
        info: {},
        installed: true,
      },
      injected,
    )
  }

  // The host's ids are checked when the options are (none is the kit's own, none twice).
  for (const connector of runtime.hostConnectors) {
    add(
      {
        id: connector.id,
        name: connector.name,
        type: 'EXTERNAL',
        chain: 'eip155',
        info: {},
        ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
        installed: true,
      },
      connector.provider,
    )
  }

  // Listed without loading its client: that happens when the visitor picks it.
  registerWalletConnectConnector(runtime)

  // The rdns is the wallet's stable identity; the uuid changes with every page load. The first
  // announcement of an rdns keeps it, as EIP-6963 stores do: a later one (a page script posing
  // as the wallet) is ignored. The kit's own connectors were listed above, and their ids are
  // not reverse domain names (see eip6963.ts), so no announcement can take theirs either.
  const stop = discoverAnnouncedWallets(({ info, provider }) => {
    const listed = add(
      {
        id: info.rdns,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: info.rdns },
        imageUrl: info.icon,
        installed: true,
      },
      provider,
    )
    // The same wallet answers every discovery request; only another provider is news.
    if (!listed && live.get(PROVIDER_KIND, info.rdns) !== provider) {
      runtime.logger.debug('Ignored a second EIP-6963 announcement of a wallet', info.rdns)
    }
  }, runtime.logger)
  const stopAll = () => {
    stop()
    removeDisposer()
    if (slot.stop === stopAll) slot.stop = undefined
  }
  slot.stop = stopAll
  const removeDisposer = runtime.onDispose(stopAll)
  return stopAll
}
