import { accountChanged, disconnected, networkChanged } from '../account/slice'
import { formatCaipAddress, parseCaipNetworkId } from '../chains/caip'
import type { CaipNetworkId } from '../chains/network'
import type { Runtime } from '../runtime'
import { adapterFor } from './adapters'
import { promptIfUnsupported } from './unsupported'
import { writeConnection } from './storage'

/** The wallet watch of one modal, if one runs. */
const watchOf = (runtime: Runtime) =>
  runtime.extension<{ stop?: () => void }>('core:walletWatch', () => ({}))

/** Whether the connector is a WalletConnect session (its type, as the connectors slice has it). */
const isWalletConnect = (runtime: Runtime, connectorId: string) =>
  runtime.bundle.store
    .getState()
    .connectors?.list.some(
      (connector) => connector.id === connectorId && connector.type === 'WALLET_CONNECT',
    ) === true

/**
 * Follows the wallet after connecting: another account or network in the wallet updates
 * the account; no account left, or the wallet disconnecting, resets it.
 *
 * A WalletConnect session ends only with `disconnect` (the session deleted on either side):
 * the universal provider emits `accountsChanged []` in passing while it moves to a chain the
 * wallet has just added with `session_update`, and the accounts come back a moment later.
 * Taking that empty list as the end would leave the session alive in the wallet and the page
 * disconnected, so for WalletConnect an empty list is not an ending.
 */
export function watchWallet(runtime: Runtime, connectorId: string): void {
  const slot = watchOf(runtime)
  slot.stop?.()
  const { store } = runtime.bundle
  const endsOnlyOnDisconnect = isWalletConnect(runtime, connectorId)
  const adapter = adapterFor(runtime, 'eip155')
  const stop = adapter.watch((event) => {
    const account = store.getState().account.byNamespace.eip155
    if (event.type === 'chainChanged') {
      const caipNetworkId = event.caipNetworkId
      const address = account?.address
      store.dispatch(
        networkChanged({
          namespace: 'eip155',
          caipNetworkId,
          ...(address ? { caipAddress: formatCaipAddress(caipNetworkId, address) } : {}),
        }),
      )
      promptIfUnsupported(runtime, caipNetworkId)
      return
    }
    const [first] = event.type === 'accountsChanged' ? event.accounts : []
    if (!first && event.type === 'accountsChanged' && endsOnlyOnDisconnect) return
    if (!first) {
      store.dispatch(disconnected({ namespace: 'eip155' }))
      writeConnection({ namespace: 'eip155', connectorId, status: 'disconnected' })
      stop()
      return
    }
    const caipNetworkId = (account?.caipNetworkId ??
      store.getState().options.defaultNetwork.caipNetworkId) as CaipNetworkId
    parseCaipNetworkId(caipNetworkId)
    store.dispatch(
      accountChanged({
        namespace: 'eip155',
        address: first.address,
        caipAddress: formatCaipAddress(caipNetworkId, first.address),
      }),
    )
  })
  const removeDisposer = runtime.onDispose(stop)
  slot.stop = () => {
    stop()
    removeDisposer()
  }
}
