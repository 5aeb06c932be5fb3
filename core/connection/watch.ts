import { accountReset, accountUpdated } from '../account/slice'
import { formatCaipAddress, parseCaipNetworkId } from '../chains/caip'
import type { CaipNetworkId } from '../chains/network'
import type { Runtime } from '../runtime'
import { adapterFor } from './adapters'
import { promptIfUnsupported } from './unsupported'
import { writeConnection } from './storage'

const watching = new WeakMap<object, () => void>()

/**
 * Follows the wallet after connecting: another account or network in the wallet updates
 * the account; no account left, or the wallet disconnecting, resets it (SPEC §4).
 */
export function watchWallet(runtime: Runtime, connectorId: string): void {
  watching.get(runtime)?.()
  const { store } = runtime.bundle
  const adapter = adapterFor(runtime, 'eip155')
  const stop = adapter.watch((event) => {
    const account = store.getState().account.byNamespace.eip155
    if (event.type === 'chainChanged') {
      const caipNetworkId = event.caipNetworkId
      const address = account?.address
      store.dispatch(
        accountUpdated({
          namespace: 'eip155',
          changes: {
            caipNetworkId,
            ...(address ? { caipAddress: formatCaipAddress(caipNetworkId, address) } : {}),
          },
        }),
      )
      promptIfUnsupported(runtime, caipNetworkId)
      return
    }
    const [first] = event.type === 'accountsChanged' ? event.accounts : []
    if (!first) {
      store.dispatch(accountReset('eip155'))
      writeConnection({ namespace: 'eip155', connectorId, status: 'disconnected' })
      stop()
      return
    }
    const caipNetworkId = (account?.caipNetworkId ??
      store.getState().options.defaultNetwork.caipNetworkId) as CaipNetworkId
    parseCaipNetworkId(caipNetworkId)
    store.dispatch(
      accountUpdated({
        namespace: 'eip155',
        changes: {
          address: first.address,
          caipAddress: formatCaipAddress(caipNetworkId, first.address),
        },
      }),
    )
  })
  watching.set(runtime, stop)
  runtime.disposers.add(stop)
}
