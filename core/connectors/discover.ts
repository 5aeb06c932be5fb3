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

const started = new WeakMap<object, () => void>()

/**
 * Finds the wallets of this page once per modal: EIP-6963 announcements (as they come, also
 * later ones), the legacy injected provider and the connectors the host passed in. Metadata goes to the store, providers to the
 * live registry under the connector id. Returns the stop.
 */
export function discoverConnectors(runtime: Runtime): () => void {
  const existing = started.get(runtime)
  if (existing) return existing
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
    started.delete(runtime)
  }
  started.set(runtime, stopAll)
  runtime.disposers.add(stopAll)
  return stopAll
}
