/** What the keyboard can reach; disabled, hidden and inert elements excluded. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  )
}

/**
 * The focused element of the tree a node lives in: `shadowRoot.activeElement` inside a
 * shadow root, where `document.activeElement` only names the shadow host.
 */
export function activeElementAround(node: Node): Element | null {
  const root = node.getRootNode() as Partial<DocumentOrShadowRoot>
  return root.activeElement ?? null
}

/** The focused element of the page, looking through open shadow roots to the real one. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last stop to the first and back,
 * and from anywhere outside to an edge. Moves between stops inside are left to the browser.
 */
export function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  const stops = focusableIn(container)
  const first = stops[0]
  const last = stops[stops.length - 1]
  const active = activeElementAround(container)
  const inside = active !== null && active !== container && container.contains(active)
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}
