import type { PorticoModal } from 'portico'
import { getAddress, type Address } from 'viem'
import { evmChainId } from './chains'

/** The modal's EVM connection as wagmi sees it: an account on a chain, or none. */
export type ModalConnection =
  | { status: 'connected'; address: Address; chainId: number }
  | { status: 'connecting' | 'disconnected' }

/**
 * What the modal's state says now. wagmi speaks EVM only: a connection of another namespace
 * (the modal's active one) is no connection for it.
 */
export function readConnection(modal: Pick<PorticoModal, 'getState'>): ModalConnection {
  const { activeNamespace, byNamespace } = modal.getState().account
  const evm = byNamespace.eip155
  if (!evm || evm.status === 'disconnected') return { status: 'disconnected' }
  if (activeNamespace !== undefined && activeNamespace !== 'eip155') {
    return { status: 'disconnected' }
  }
  // Connected before the restore has named the active namespace: still on its way.
  if (evm.status === 'connecting' || activeNamespace === undefined) return { status: 'connecting' }
  const chainId = evmChainId(evm.caipNetworkId)
  if (!evm.address || chainId === undefined) return { status: 'disconnected' }
  return { status: 'connected', address: getAddress(evm.address), chainId }
}
