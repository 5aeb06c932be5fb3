import type { CaipNetworkId, Network } from '../chains/network'
import type { Modal } from '../createModalCore'
import { PorticoError } from '../errors/PorticoError'

// Functions rather than methods of the modal, like getWalletProvider: a page that never calls
// them does not carry them, and the connection code they run is a chunk loaded on first call.

/**
 * Moves the connected wallet to one of the host's networks (by object or CAIP-2 id), as the
 * modal's network list does: resolves to whether it worked, a failure being shown to the
 * visitor. Rejects with `NETWORK_NOT_FOUND` for a network the host did not configure and
 * `NOT_CONNECTED` while no wallet is connected.
 */
export async function switchNetwork(
  modal: Pick<Modal, 'getState' | 'store'>,
  target: Network | CaipNetworkId,
): Promise<boolean> {
  const id = typeof target === 'string' ? target : target.caipNetworkId
  const network = modal.getState().options.networks.find((each) => each.caipNetworkId === id)
  if (!network) {
    throw new PorticoError('NETWORK_NOT_FOUND', `${id} is not one of this site's networks`, {
      caipNetworkId: id,
    })
  }
  const connection = await import('./index')
  return modal.store.dispatch(connection.switchNetwork(network))
}

/**
 * Disconnects the active wallet, as the Account view's Disconnect does: the account is reset
 * and the stored connection forgotten even when the wallet does not answer. Resolves to
 * whether the wallet confirmed.
 */
export async function disconnect(modal: Pick<Modal, 'store'>): Promise<boolean> {
  const connection = await import('./index')
  return modal.store.dispatch(connection.disconnect())
}

/**
 * Settles once the connection remembered from an earlier visit has been restored (the account
 * is then connected) or given up on; just after the page's first paint when none was stored.
 * For code that must not take a modal still restoring for a disconnected one.
 */
export function connectionRestored(modal: Pick<Modal, 'runtime'>): Promise<void> {
  return modal.runtime.restored
}
