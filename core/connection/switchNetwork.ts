import { networkChanged } from '../account/slice'
import { formatCaipAddress } from '../chains/caip'
import type { CaipNetworkId, Network } from '../chains/network'
import { PorticoError, errorMessage } from '../errors'
import { showError } from '../snackbar/show'
import type { AppThunk } from '../store/types'
import { adapterFor } from './adapters'

/**
 * Moves the connected wallet to `network`. A failure is always surfaced (snackbar with the
 * wallet's reason) and leaves the account as it was: address and network unchanged, no
 * retry loop. A network of another namespace is refused here; switching namespaces is a
 * separate flow.
 */
export const switchNetwork =
  (network: Network): AppThunk<Promise<boolean>> =>
  async (dispatch, getState, { runtime }) => {
    const { account } = getState()
    const current = account.activeNamespace
      ? account.byNamespace[account.activeNamespace]
      : undefined
    if (!current || current.status !== 'connected' || !current.address) {
      throw new PorticoError('NOT_CONNECTED', 'Connect a wallet before switching networks')
    }
    if (network.chainNamespace !== account.activeNamespace) {
      throw new PorticoError(
        'NAMESPACE_SWITCH',
        'This network belongs to another chain namespace',
        {
          from: account.activeNamespace,
          to: network.chainNamespace,
        },
      )
    }
    try {
      await adapterFor(runtime, network.chainNamespace).switchNetwork(network)
      const caipNetworkId = network.caipNetworkId as CaipNetworkId
      dispatch(
        networkChanged({
          namespace: network.chainNamespace,
          caipNetworkId,
          caipAddress: formatCaipAddress(caipNetworkId, current.address),
        }),
      )
      runtime.analytics.track('SWITCH_NETWORK', { network: network.caipNetworkId })
      return true
    } catch (error) {
      void dispatch(showError({ text: errorMessage(error, 'The network could not be switched') }))
      return false
    }
  }
