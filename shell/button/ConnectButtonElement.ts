import { selectActiveAccount } from '../../core/account/slice'
import type { Modal } from '../../core/createModalCore'
import type { CoreState } from '../../core/store/types'
import { fill, h, setAttributes } from './dom'
import { PorticoButtonElement, type Connected } from './element'
import { CONNECT_ATTRIBUTES, connectLook, type PageText } from './options'

/**
 * `<portico-connect-button>`: ConnectButton of `portico/react` for a page without React.
 * Reads "Connect Wallet" and opens Connect; once connected it is two buttons, the network
 * (opens the network list) and the account (balance, avatar, name or short address; opens
 * Account). Attributes: `show-balance="false"`, `chain-status` (full, icon, name, none),
 * `account-status` (full, avatar, address), `responsive="false"`.
 */
export class ConnectButtonElement extends PorticoButtonElement {
  /** @internal */
  protected readonly idleText = 'connectButton.connect'
  static readonly observedAttributes = CONNECT_ATTRIBUTES
  #network: HTMLButtonElement | undefined
  #status: string = 'disconnected'

  /** @internal */
  protected draw(state: CoreState, t: PageText, connected: Connected | undefined): void {
    const { status } = selectActiveAccount(state)
    this.#status = status
    const look = connectLook(this)
    setAttributes(this.group, { 'data-portico-responsive': look.responsive ? '' : undefined })
    // While a wallet answers, the parts it will need travel.
    if (status !== 'disconnected') this.needConnected()
    setAttributes(this.main, { 'data-portico-connect-button': '' })
    // Until the parts arrive (they are usually there by now), the button stays as it was.
    if (!connected || !connected.drawAccount(this.main, state, look)) {
      this.#drawNetwork(undefined)
      const text = t(
        status === 'disconnected' ? 'connectButton.connect' : 'connectButton.connecting',
      )
      setAttributes(this.main, {
        'data-variant': undefined,
        'aria-haspopup': undefined,
        title: undefined,
      })
      fill(this.main, text, () => [text])
      return
    }
    const { chainStatus } = look
    const network = chainStatus === 'none' ? undefined : this.#networkButton()
    this.#drawNetwork(network)
    if (network && chainStatus !== 'none') connected.drawNetwork(network, state, chainStatus, t)
  }

  /** The network button of the pair, made once and kept (with its focus) while shown. */
  #networkButton(): HTMLButtonElement {
    this.#network ??= (() => {
      const button = h('button', {
        type: 'button',
        'data-portico-button': '',
        part: 'button network',
      })
      button.addEventListener('click', () => void this.modal?.open({ view: 'Networks' }))
      return button
    })()
    return this.#network
  }

  /** Puts `network` before the account button, or takes the network button out. */
  #drawNetwork(network: HTMLButtonElement | undefined): void {
    if (network && network.nextElementSibling !== this.main) this.main.before(network)
    if (!network) this.#network?.remove()
  }

  /** @internal */
  protected onMainClick(modal: Modal): void {
    void (this.#status === 'connected' ? modal.open({ view: 'Account' }) : modal.open())
  }
}
