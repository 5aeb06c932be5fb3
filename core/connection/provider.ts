import { selectActiveAccount } from '../account/slice'
import type { Eip1193Provider } from '../chains/adapters/eip1193'
import { PROVIDER_KIND } from '../connectors/types'
import type { Modal } from '../createModalCore'
import { liveRegistryOf } from '../plugin/liveRegistry'

/**
 * The connected wallet's EIP-1193 provider, or undefined while disconnected; e.g. for a viem
 * wallet client: `createWalletClient({ transport: custom(provider) })`. A function rather
 * than a method of the modal, so pages that never need it do not carry it.
 */
export function getWalletProvider(
  modal: Pick<Modal, 'getState' | 'runtime'>,
): Eip1193Provider | undefined {
  const { connectorId, status } = selectActiveAccount(modal.getState())
  if (!connectorId || status !== 'connected') return undefined
  return liveRegistryOf(modal.runtime).get<Eip1193Provider>(PROVIDER_KIND, connectorId)
}
