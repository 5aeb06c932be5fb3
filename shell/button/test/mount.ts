import { within } from '@testing-library/dom'
import {
  accountDataUpdated,
  activeNamespaceSet,
  connected,
  connectionStarted,
  disconnected,
  type AccountData,
} from '../../../core/account/slice'
import type { Modal } from '../../../core/createModalCore'
import type { HostOptionsInput } from '../../../core/options'
import { coreModal } from '../../../testing/coreModal'
import '../../../button'

export const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'
export const SHORT = '0x1234…5678'

/** A modal without its UI and an element of `tag` following it, in the document. */
export function mount<T extends 'portico-connect-button' | 'portico-network-button'>(
  tag: T,
  attributes: Record<string, string> = {},
  options: Partial<HostOptionsInput> = {},
) {
  const modal = coreModal(options)
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.modal = modal
  document.body.append(element)
  return { modal, element, shadow: shadowOf(element) }
}

/** Testing Library's queries within an element's shadow root. */
export function shadowOf(element: HTMLElement) {
  const root = element.shadowRoot
  if (!root) throw new Error(`<${element.localName}> has no shadow root`)
  // The queries read a container's descendants; a shadow root has the same query methods.
  return within(root as unknown as HTMLElement)
}

export function connecting(modal: Modal): void {
  modal.store.dispatch(activeNamespaceSet('eip155'))
  modal.store.dispatch(connectionStarted({ namespace: 'eip155' }))
}

/** Connects `address` on `caipNetworkId` as a restored session does (no wallet involved). */
export function connect(modal: Modal, { caipNetworkId = 'eip155:1' } = {}): void {
  modal.store.dispatch(activeNamespaceSet('eip155'))
  modal.store.dispatch(
    connected(
      {
        namespace: 'eip155',
        address: ADDRESS,
        caipAddress: `${caipNetworkId}:${ADDRESS}`,
        caipNetworkId,
        connectorId: 'test',
      },
      'restore',
    ),
  )
}

/** The account data a connection brings (core/account/sync), as its chunk writes it. */
export function accountData(modal: Modal, data: Partial<AccountData>): void {
  modal.store.dispatch(accountDataUpdated({ namespace: 'eip155', data }))
}

export function disconnect(modal: Modal): void {
  modal.store.dispatch(disconnected({ namespace: 'eip155' }))
}
