/**
 * The few DOM writes the custom elements make, written so that a store change that alters
 * nothing drawn touches nothing: the buttons stay the same elements (focus stays), and their
 * content is replaced only when what it shows changed.
 */

/** What each element's content was last drawn from. */
const drawnFrom = new WeakMap<Element, string>()

/** Replaces `element`'s content with `build()`, unless it was last drawn from `key`. */
export function fill(element: Element, key: string, build: () => Array<Node | string>): void {
  if (drawnFrom.get(element) === key) return
  drawnFrom.set(element, key)
  element.replaceChildren(...build())
}

/** Sets each attribute to its value, or removes it for undefined; unchanged ones are left. */
export function setAttributes(
  element: Element,
  attributes: Readonly<Record<string, string | undefined>>,
): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) element.removeAttribute(name)
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value)
  }
}

/** A new element with attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string | undefined>> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  setAttributes(element, attributes)
  element.append(...children)
  return element
}
