import { within } from '@testing-library/react'
import { installShadowRootErrors } from './elementError'

/** The selector of the element each mounted modal puts its open shadow root on. */
export const MODAL_HOST_SELECTOR = '[data-portico-modal]'

/**
 * The open shadow root the mounted modal renders into (the last one mounted, when a test has
 * several), where every query about the modal has to look: `screen` does not see inside it.
 */
export function modalShadowRoot(): ShadowRoot {
  const hosts = document.querySelectorAll(MODAL_HOST_SELECTOR)
  const root = hosts[hosts.length - 1]?.shadowRoot
  if (!root) throw new Error('the modal is not mounted')
  return root
}

/**
 * Testing Library queries scoped to `root`, by default the mounted modal's shadow root. A query
 * that fails throws Testing Library's own error with a dump of the root's DOM (see
 * elementError.ts).
 */
export const inModal = (root: ShadowRoot = modalShadowRoot()) => {
  installShadowRootErrors()
  // A shadow root is a DocumentFragment, not an element; the queries only walk its children,
  // which a fragment has too, so the container type is widened rather than the queries rewritten.
  return within(root as unknown as HTMLElement)
}
