import { selectActiveAccount } from '../../core/account/slice'
import type { Modal } from '../../core/createModalCore'
import type { CoreState } from '../../core/store/types'
import { fill, setAttributes } from './dom'
import { PorticoButtonElement, type Connected } from './element'
import { NETWORK_ATTRIBUTES, networkLook, type PageText } from './options'

/**
 * `<portico-network-button>`: NetworkButton of `portico/react` for a page without React.
 * Shows the wallet's network (its mark and name; "Wrong network" for one the host did not
 * configure) and opens the network list; while disconnected it reads "Select Network" and
 * opens Connect. Attributes: `chain-status` (full, icon, name), `responsive="false"`.
 */
export class NetworkButtonElement extends PorticoButtonElement {
  /** @internal */
  protected readonly idleText = 'networkButton.select'
  static readonly observedAttributes = NETWORK_ATTRIBUTES
  #connected = false

  /** @internal */
  protected draw(state: CoreState, t: PageText, connected: Connected | undefined): void {
    const { status, caipNetworkId } = selectActiveAccount(state)
    this.#connected = status === 'connected'
    const look = networkLook(this)
    setAttributes(this.group, { 'data-portico-responsive': look.responsive ? '' : undefined })
    setAttributes(this.main, { 'data-portico-network-button': '' })
    if (status !== 'disconnected') this.needConnected()
    if (this.#connected && connected) {
      connected.drawNetwork(this.main, state, look.chainStatus, t)
      return
    }
    // The name while the mark loads: a network the host did not configure by its CAIP id.
    const text = this.#connected
      ? (state.options.networks.find((network) => network.caipNetworkId === caipNetworkId)?.name ??
        caipNetworkId ??
        '')
      : t('networkButton.select')
    setAttributes(this.main, { 'data-variant': undefined, 'aria-haspopup': undefined })
    fill(this.main, text, () => [text])
  }

  /** @internal */
  protected onMainClick(modal: Modal): void {
    void (this.#connected ? modal.open({ view: 'Networks' }) : modal.open())
  }
}
