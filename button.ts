/**
 * `portico/button`: the kit's ConnectButton and NetworkButton as custom elements, for pages
 * without React. The import defines `<portico-connect-button>` and `<portico-network-button>`;
 * each follows the modal given to `setButtonModal` (or its own `modal` property).
 *
 * @example
 * import { createModal } from 'portico'
 * import { setButtonModal } from 'portico/button'
 * setButtonModal(createModal({ projectId, networks: ['eip155:1'] }))
 * // <portico-connect-button show-balance="false"></portico-connect-button>
 *
 * @module portico/button
 */
import { ConnectButtonElement } from './shell/button/ConnectButtonElement'
import { NetworkButtonElement } from './shell/button/NetworkButtonElement'

/** The connect button's tag. */
export const CONNECT_BUTTON_TAG = 'portico-connect-button'
/** The network button's tag. */
export const NETWORK_BUTTON_TAG = 'portico-network-button'

// Defined once, whichever copy of the entry a page loads first; not at all without a DOM.
if (typeof customElements !== 'undefined') {
  if (!customElements.get(CONNECT_BUTTON_TAG))
    customElements.define(CONNECT_BUTTON_TAG, ConnectButtonElement)
  if (!customElements.get(NETWORK_BUTTON_TAG))
    customElements.define(NETWORK_BUTTON_TAG, NetworkButtonElement)
}

declare global {
  interface HTMLElementTagNameMap {
    'portico-connect-button': ConnectButtonElement
    'portico-network-button': NetworkButtonElement
  }
}

export { ConnectButtonElement, NetworkButtonElement }
export { setButtonModal } from './shell/button/pageModal'
export type { AccountStatus, ChainStatus } from './shell/button/options'
