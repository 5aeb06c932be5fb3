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
import { PROVIDER_KIND } from './types'

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

  const injected = injectedProvider()
  if (injected) {
    live.set(PROVIDER_KIND, BROWSER_WALLET_CONNECTOR_ID, injected)
    store.dispatch(
      connectorAdded({
        id: BROWSER_WALLET_CONNECTOR_ID,
        name: BROWSER_WALLET_CONNECTOR_NAME,
        type: 'INJECTED',
        chain: 'eip155',
        info: {},
        installed: true,
      }),
    )
  }

  for (const connector of runtime.hostConnectors) {
    live.set(PROVIDER_KIND, connector.id, connector.provider)
    store.dispatch(
      connectorAdded({
        id: connector.id,
        name: connector.name,
        type: 'EXTERNAL',
        chain: 'eip155',
        info: {},
        ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
        installed: true,
      }),
    )
  }

  // Listed without loading its client: that happens when the visitor picks it.
  registerWalletConnectConnector(runtime)

  const stop = discoverAnnouncedWallets(({ info, provider }) => {
    // The rdns is the wallet's stable identity; the uuid changes with every page load.
    live.set(PROVIDER_KIND, info.rdns, provider)
    store.dispatch(
      connectorAdded({
        id: info.rdns,
        name: info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        info: { rdns: info.rdns },
        imageUrl: info.icon,
        installed: true,
      }),
    )
  })
  const stopAll = () => {
    stop()
    removeDisposer()
    if (slot.stop === stopAll) slot.stop = undefined
  }
  slot.stop = stopAll
  const removeDisposer = runtime.onDispose(stopAll)
  return stopAll
}
