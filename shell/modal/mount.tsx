import { attachAlerts } from '../../core/alerts/attach'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { Provider } from 'react-redux'
import type { Modal } from '../../core/createModalCore'
import { installShell, prepareShell } from './installShell'
import { ModalApp } from './ModalApp'
import { STYLES } from './styles'
import { themeProperties } from './theme'

/** Where a modal's UI renders: a host element at the end of the body, its shadow root, a root. */
interface Surface {
  host: HTMLElement
  root: Root
  /** Whether the UI renders into it (else it was only prepared). */
  mounted: boolean
  /** A prepared surface's font sample, dropped when the UI renders. */
  sample?: HTMLElement
}

/** A modal's surface, from prepareModal or the mount until the unmount: one of its extensions. */
const surfaceSlot = (modal: Modal) =>
  modal.runtime.extension('shell:surface', () => ({ current: undefined as Surface | undefined }))

/**
 * A modal's host element (in the page, with the kit stylesheet in its open shadow root, so
 * the host's CSS cannot reach in and ours cannot leak out) and the React root inside: the one
 * prepared, or a new one. Put back at the end of the body if the page removed it meanwhile.
 */
function surfaceOf(modal: Modal): Surface {
  const slot = surfaceSlot(modal)
  let surface = slot.current
  if (!surface) {
    const host = document.createElement('div')
    host.setAttribute('data-portico-modal', '')
    const shadowRoot = host.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = STYLES
    const container = document.createElement('div')
    shadowRoot.append(style, container)
    surface = { host, root: createRoot(container), mounted: false }
    slot.current = surface
  }
  if (!surface.host.isConnected) document.body.append(surface.host)
  return surface
}

/**
 * Text in the modal's fonts, in the weights it uses (regular, and semi-bold for titles), laid
 * out while the page is idle: the browser finds and loads those fonts then rather than in the
 * frame a click opens the dialog in (a first use of a font costs that frame several ms).
 * Invisible, and hidden from assistive technology.
 */
function fontSample(modal: Modal): HTMLElement {
  const { themeMode, themeVariables } = modal.store.getState().options
  const sample = document.createElement('div')
  sample.className = 'root'
  sample.setAttribute('aria-hidden', 'true')
  for (const [name, value] of Object.entries(themeProperties(themeMode, themeVariables))) {
    sample.style.setProperty(name, String(value))
  }
  Object.assign(sample.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    visibility: 'hidden',
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
  })
  const text = modal.i18n.t('views.Connect')
  const semiBold = document.createElement('b')
  semiBold.style.fontWeight = '600'
  semiBold.textContent = text
  sample.append(text, semiBold)
  return sample
}

/**
 * Readies a modal's first render without rendering anything: what createModal does with the
 * UI chunk once the page is idle. The shell's strings and state and the first view's code are
 * made ready (prepareShell), and the empty host element is put in the page, so the browser
 * parses the kit stylesheet and loads the modal's fonts now (fontSample); a later open only
 * flips state and renders. Resolves with the undo, for a modal destroyed before it opened.
 */
export async function prepareModal(modal: Modal): Promise<() => void> {
  await prepareShell(modal)
  if (!surfaceSlot(modal).current) {
    const surface = surfaceOf(modal)
    surface.sample = fontSample(modal)
    surface.host.shadowRoot?.append(surface.sample)
  }
  return () => {
    const slot = surfaceSlot(modal)
    const surface = slot.current
    // A mounted UI is the unmount's to remove.
    if (!surface || surface.mounted) return
    surface.host.remove()
    slot.current = undefined
  }
}

/** The shadow root a modal's UI is mounted in, if it is (for portico/testing). */
export function mountedShadowRoot(modal: Modal): ShadowRoot | undefined {
  const surface = surfaceSlot(modal).current
  return surface?.mounted ? (surface.host.shadowRoot ?? undefined) : undefined
}

/** Renders a modal's UI (see surfaceOf). Returns the unmount. */
export async function mountModal(modal: Modal): Promise<() => void> {
  // Before the first render, so the opening view and its strings are there from the first
  // frame; before the shadow root too, so a failed load leaves nothing on the page.
  const unregisterViews = await installShell(modal)
  attachAlerts(modal.runtime.bundle)
  const surface = surfaceOf(modal)
  surface.mounted = true
  surface.sample?.remove()
  // Last in the body, as if made now: above what the page added since it was prepared.
  if (document.body.lastElementChild !== surface.host) document.body.append(surface.host)
  // Drawn at once, not in a task React schedules: with its code and strings prepared on idle
  // (prepareModal), the dialog a click opens is then in the very next frame.
  flushSync(() =>
    surface.root.render(
      <Provider store={modal.store}>
        <ModalApp modal={modal} />
      </Provider>,
    ),
  )
  return () => {
    surface.root.unmount()
    unregisterViews()
    surface.host.remove()
    surfaceSlot(modal).current = undefined
  }
}
