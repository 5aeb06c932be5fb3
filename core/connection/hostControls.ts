import type { CaipNetworkId, Network } from '../chains/network'
import type { Modal } from '../createModalCore'
import { RESTORE_SETTLE_WAIT_MS } from '../constants'
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
 * is then connected) or given up on (it is then stored as disconnected); at once when none is
 * stored. The modal restores it on its own just after the page's first paint; this is for code
 * that must not take a modal still restoring for a disconnected one.
 */
export async function connectionRestored(
  modal: Pick<Modal, 'getState' | 'subscribe'>,
): Promise<void> {
  const { readConnections } = await import('./storage')
  // A namespace stored as connected that the modal has not connected yet: its restore is under
  // way, or starts after the first paint. It ends connected, or with the namespace stored as
  // disconnected (written just after the state's reset: read again a microtask later).
  const restoring = () => {
    const { byNamespace } = modal.getState().account
    return readConnections().connections.some(
      (each) => each.status === 'connected' && byNamespace[each.namespace]?.status !== 'connected',
    )
  }
  if (!restoring()) return
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    // A modal destroyed meanwhile restores nothing: nobody waits for ever.
    const timer = setTimeout(done, RESTORE_SETTLE_WAIT_MS)
    const unsubscribe = modal.subscribe(() =>
      queueMicrotask(() => {
        if (!restoring()) done()
      }),
    )
  })
}
