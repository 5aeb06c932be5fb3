import { useCallback, useMemo } from 'react'
import { selectActiveAccount } from '../../core/account/slice'
import type { CaipNetworkId, Network } from '../../core/chains/network'
import { PorticoError } from '../../core/errors/PorticoError'
import { useModalHandle } from './context'
import { useModalSelector } from './hooks'

/** The active account: address, CAIP ids, status and identity name, as the modal knows them. */
export function useAccount() {
  const account = useModalSelector(selectActiveAccount)
  const namespace = useModalSelector((state) => state.account.activeNamespace)
  return useMemo(
    () => ({
      ...account,
      namespace,
      isConnected: account.status === 'connected',
      isConnecting: account.status === 'connecting',
    }),
    [account, namespace],
  )
}

/**
 * The wallet's network (undefined while disconnected or on a network the host did not
 * configure), the host's networks, and a switch that resolves to whether it worked (a
 * failure is also shown to the visitor).
 */
export function useNetwork() {
  const modal = useModalHandle()
  const caipNetworkId = useModalSelector((state) => selectActiveAccount(state).caipNetworkId)
  const networks = useModalSelector((state) => state.options.networks)
  const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  const switchNetwork = useCallback(
    async (target: Network | CaipNetworkId): Promise<boolean> => {
      const next =
        typeof target === 'string'
          ? networks.find((candidate) => candidate.caipNetworkId === target)
          : target
      if (!next) {
        throw new PorticoError('NETWORK_NOT_FOUND', `Network ${String(target)} is not configured`)
      }
      const connection = await import('../../core/connection')
      return modal.store.dispatch(connection.switchNetwork(next))
    },
    [modal, networks],
  )
  return {
    network,
    caipNetworkId,
    networks,
    /** Asks the wallet to switch to a host network; resolves to whether it worked. */
    switchNetwork,
    isSupported: network !== undefined,
  }
}

/** Disconnects the active account; the connection code loads when first used. */
export function useDisconnect() {
  const modal = useModalHandle()
  const disconnect = useCallback(async () => {
    const connection = await import('../../core/connection')
    await modal.store.dispatch(connection.disconnect())
  }, [modal])
  return {
    /** Disconnects the active account's wallet (the account is reset even when it does not answer). */
    disconnect,
  }
}
