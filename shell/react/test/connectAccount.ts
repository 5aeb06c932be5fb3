import { act } from '@testing-library/react'
import { activeNamespaceSet, connected } from '../../../core/account/slice'
import type { Modal } from '../../../core/createModalCore'

export const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'
export const SHORT = '0x1234…5678'

/** Connects `address` on `caipNetworkId` as a restored session does (no wallet involved). */
export function connectAccount(
  modal: Modal,
  { address = ADDRESS, caipNetworkId = 'eip155:1' } = {},
): void {
  act(() => {
    modal.store.dispatch(activeNamespaceSet('eip155'))
    modal.store.dispatch(
      connected(
        {
          namespace: 'eip155',
          address,
          caipAddress: `${caipNetworkId}:${address}`,
          caipNetworkId,
          connectorId: 'test',
        },
        'restore',
      ),
    )
  })
}
