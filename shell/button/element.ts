import type { Modal } from '../../core/createModalCore'
import { pageText } from '../../core/i18n/pageText'
import { loadOnce } from '../../core/loadOnce'
import { normalizeThemeVariables } from '../../core/options/themeVariables'
import type { CoreState } from '../../core/store/types'
import { BUTTON_CSS } from '../react/buttonStyles'
import { fill, h, setAttributes } from './dom'
import type { PageText } from './options'
import { buttonModal, checkModal, followButtonModal } from './pageModal'

/**
 * What the two elements share: a shadow root with the React buttons' stylesheet, the link to
 * a modal (their own `modal` property, else the page's: setButtonModal), a subscription to its
 * store while in the document, and a redraw on each change of the store or an attribute.
 *
 * Shadow DOM, open: the page's rules cannot reach into the buttons by accident (a page's
 * `button { … }` would restyle them), while the theme's custom properties (`--portico-*`, set
 * on the page or on the element) are inherited through the shadow boundary as CSS defines,
 * and `::part(button)` lets a page restyle them on purpose. Screen readers, axe and
 * `getByRole` read open shadow roots; `delegatesFocus` gives `element.focus()` to the button.
 */

/** The connected parts (avatar, network marks, balance), loaded once a wallet is connecting. */
export const loadConnected = loadOnce(() => import('./connected'))
type Connected = Awaited<ReturnType<typeof loadConnected>>

// No HTMLElement (a server rendering the page's modules): a stand-in, and nothing is defined.
const Base: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement

const HOST_CSS = ':host{display:inline-block;vertical-align:middle}:host([hidden]){display:none}'

export abstract class PorticoButtonElement extends Base {
  #own: Modal | undefined
  #linked: Modal | undefined
  #unsubscribe: (() => void) | undefined
  #unfollow: (() => void) | undefined
  #themeKey = ''
  #connected: Connected | undefined
  /** Holds the buttons; carries the theme mode, the host's theme variables, responsiveness. */
  protected readonly group: HTMLDivElement
  /** The element's button: Connect (then the account) or the network. */
  protected readonly main: HTMLButtonElement

  constructor() {
    super()
    const root = this.attachShadow({ mode: 'open', delegatesFocus: true })
    this.main = h('button', { type: 'button', 'data-portico-button': '', part: 'button' })
    this.main.addEventListener('click', () => {
      const modal = this.#linked
      if (modal) this.onMainClick(modal)
    })
    this.group = h('div', { 'data-portico-button-group': '', part: 'group' }, [this.main])
    root.append(h('style', {}, [HOST_CSS + BUTTON_CSS]), this.group)
    // A `modal` the page set before this element was defined is an own property that hides
    // the accessor: taken now (without drawing: a subclass's fields are not there yet).
    if (Object.hasOwn(this, 'modal')) {
      const early: unknown = Reflect.get(this, 'modal')
      Reflect.deleteProperty(this, 'modal')
      this.#own = checkModal(early, `<${this.localName}>.modal`)
    }
  }

  /** The modal this element follows: its own, else the page's (setButtonModal). */
  get modal(): Modal | undefined {
    return this.#own ?? buttonModal()
  }

  set modal(value: Modal | undefined) {
    this.#own = checkModal(value, `<${this.localName}>.modal`)
    this.#relink()
  }

  /** In the document: follows its modal's store and draws. */
  connectedCallback(): void {
    this.#unfollow ??= followButtonModal(() => this.#relink())
    this.#relink()
  }

  /** Out of the document: stops following the store (and the page's modal). */
  disconnectedCallback(): void {
    this.#unfollow?.()
    this.#unfollow = undefined
    this.#unsubscribe?.()
    this.#unsubscribe = undefined
    this.#linked = undefined
  }

  /** An option attribute changed: draws again. */
  attributeChangedCallback(): void {
    this.#draw()
  }

  /** Subscribes to the store of the modal to follow (while in the document), and draws. */
  #relink(): void {
    const modal = this.isConnected ? this.modal : undefined
    if (modal !== this.#linked) {
      this.#unsubscribe?.()
      this.#linked = modal
      this.#unsubscribe = modal?.subscribe(() => this.#draw())
    }
    this.#draw()
  }

  #draw(): void {
    const modal = this.#linked
    // Before the page links a modal there is nothing to open: the button says so, named
    // in English (the modal's language is not known yet).
    this.main.disabled = !modal
    if (!modal) {
      const text = pageText('en', this.idleText)
      fill(this.main, text, () => [text])
      return
    }
    const state = modal.getState()
    const { themeMode, themeVariables, language } = state.options
    setAttributes(this.group, { 'data-portico-theme': themeMode })
    const themeKey = JSON.stringify(themeVariables)
    if (themeKey !== this.#themeKey) {
      this.#themeKey = themeKey
      this.group.removeAttribute('style')
      for (const [name, value] of Object.entries(normalizeThemeVariables(themeVariables)))
        this.group.style.setProperty(name, value)
    }
    this.draw(state, (key) => pageText(language, key), this.#connected)
  }

  /**
   * @internal
   * The connected parts, loaded from the first connection on (a visitor who never connects
   * never downloads them); their stylesheet joins the shadow root, then the element redraws.
   */
  protected needConnected(): void {
    if (this.#connected) return
    loadConnected().then(
      (connected) => {
        if (this.#connected) return
        this.#connected = connected
        this.shadowRoot?.append(h('style', {}, [connected.CONNECTED_CSS]))
        this.#draw()
      },
      // A chunk that did not arrive: the button keeps its text; the next change tries again.
      () => undefined,
    )
  }

  /** @internal Draws the buttons from the store's state; `connected` once the parts have loaded. */
  protected abstract draw(state: CoreState, t: PageText, connected: Connected | undefined): void

  /** @internal The key of the button's words while disconnected (core/i18n/locales). */
  protected abstract readonly idleText: string

  /** @internal What a click on the element's button opens. */
  protected abstract onMainClick(modal: Modal): void
}

export type { Connected }
