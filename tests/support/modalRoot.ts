import { within } from '@testing-library/react'

/** The open shadow root the mounted modal renders into, where every query about it looks. */
export function modalShadowRoot(): ShadowRoot {
  const root = document.querySelector('[data-portico-modal]')?.shadowRoot
  if (!root) throw new Error('the modal is not mounted')
  return root
}

/** Testing Library queries scoped to the mounted modal (inside its shadow root). */
export const inModal = () => within(modalShadowRoot() as unknown as HTMLElement)
