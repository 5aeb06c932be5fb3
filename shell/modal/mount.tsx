import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import type { Modal } from '../../core/createModalCore'
import { installShell } from './installShell'
import { ModalApp } from './ModalApp'
import { STYLES } from './styles'

/**
 * Renders a modal's UI into an open shadow root at the end of the page body, so the host's
 * CSS cannot reach in and ours cannot leak out. Returns the unmount.
 */
export async function mountModal(modal: Modal): Promise<() => void> {
  // Before the first render, so the opening view and its strings are there from the first
  // frame; before the shadow root too, so a failed load leaves nothing on the page.
  const unregisterViews = await installShell(modal)
  const host = document.createElement('div')
  host.setAttribute('data-portico-modal', '')
  const shadowRoot = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = STYLES
  const container = document.createElement('div')
  shadowRoot.append(style, container)
  document.body.append(host)

  const root = createRoot(container)
  root.render(
    <Provider store={modal.store}>
      <ModalApp modal={modal} />
    </Provider>,
  )
  return () => {
    root.unmount()
    unregisterViews()
    host.remove()
  }
}
