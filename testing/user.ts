import userEvent, { type UserEvent } from '@testing-library/user-event'

// user-event drives a page through its document, and a few of its steps read focus the way a
// page script does, with `document.activeElement`. For an element inside a shadow root that
// is the shadow host, not the element, so those steps go wrong inside the modal:
// - `clear` focuses the input, then checks `document.activeElement` and throws "The element
//   to be cleared could not be focused"; `copy`, `cut` and `paste` act on the host.
// - Tab (`tab`, or `{Tab}` in `keyboard` / `type`) moves focus along the document's own
//   focusable elements, which do not include those of a shadow tree: from a field in the modal
//   it goes to the page's body, where a browser goes on to the next control in the modal.
// The user the kit hands out is user-event's, with those steps made to look through open
// shadow roots; everything else is user-event's own.

/** What the keyboard can reach; disabled, hidden and inert elements are left out below. */
const TAB_STOP = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ')

/** The focused element, looking through open shadow roots to the element that has focus. */
export function deepActiveElement(document: Document): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Every element under `root` in the order Tab visits them: a shadow tree where its host is. */
function composedElements(root: Document | ShadowRoot): Element[] {
  const elements: Element[] = []
  for (const element of root.querySelectorAll('*')) {
    elements.push(element)
    if (element.shadowRoot) elements.push(...composedElements(element.shadowRoot))
  }
  return elements
}

function isTabStop(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(TAB_STOP)) return false
  if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) return false
  return !(
    (element instanceof HTMLButtonElement ||
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement) &&
    element.disabled
  )
}

/**
 * Of a named radio group (per form, or per tree outside forms) only one button is a Tab
 * stop: the focused one, else the checked one, else the first, as in a browser.
 */
function radioGroupStops(stops: HTMLElement[], active: Element | null): HTMLElement[] {
  const radio = (element: HTMLElement) =>
    element instanceof HTMLInputElement && element.type === 'radio' && element.name
      ? element
      : undefined
  const groups = new Map<Node, Map<string, HTMLInputElement>>()
  for (const stop of stops) {
    const button = radio(stop)
    if (!button) continue
    const scope = button.form ?? button.getRootNode()
    const chosen = groups.get(scope) ?? new Map<string, HTMLInputElement>()
    groups.set(scope, chosen)
    const current = chosen.get(button.name)
    const better =
      !current || button === active || (current !== active && button.checked && !current.checked)
    if (better) chosen.set(button.name, button)
  }
  return stops.filter((stop) => {
    const button = radio(stop)
    return !button || groups.get(button.form ?? button.getRootNode())?.get(button.name) === button
  })
}

/**
 * The element Tab (or Shift+Tab) moves focus to from `active`, in the composed order; `null`
 * past the last (first) stop, where focus leaves for the page's body as under user-event.
 */
function tabDestination(
  document: Document,
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const elements = composedElements(document)
  const stops = radioGroupStops(elements.filter(isTabStop), active)
  if (stops.length === 0) return null
  const from = active === null ? -1 : elements.indexOf(active)
  if (from < 0 || active === document.body) {
    return (backwards ? stops[stops.length - 1] : stops[0]) ?? null
  }
  const position = (stop: HTMLElement) => elements.indexOf(stop)
  if (backwards) {
    return stops.findLast((stop) => position(stop) < from) ?? null
  }
  return stops.find((stop) => position(stop) > from) ?? null
}

/**
 * While `run` is under way, a Tab that user-event presses inside a shadow root moves focus as
 * a browser does. The handler listens last (on the window, bubbling), so the page's own
 * handlers (the modal's focus trap among them) come first; one that prevented the default
 * has moved focus itself, and user-event's own move is skipped for any it handles here.
 */
async function withShadowTabbing<T>(document: Document, run: () => Promise<T>): Promise<T> {
  const view = document.defaultView
  if (!view) return run()
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return
    const active = deepActiveElement(document)
    if (!(active?.getRootNode() instanceof ShadowRoot)) return
    event.preventDefault()
    const destination = tabDestination(document, active, event.shiftKey)
    if (destination) destination.focus()
    else if (active instanceof HTMLElement) active.blur()
  }
  view.addEventListener('keydown', onKeyDown)
  try {
    return await run()
  } finally {
    view.removeEventListener('keydown', onKeyDown)
  }
}

/**
 * While `run` is under way, `document.activeElement` names the element that has focus inside
 * an open shadow root rather than its host, as user-event's `clear` and clipboard steps
 * expect of the page they drive.
 */
async function withDeepActiveElement<T>(document: Document, run: () => Promise<T>): Promise<T> {
  let owner: object | null = document
  let descriptor: PropertyDescriptor | undefined
  while (owner && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(owner, 'activeElement')
    if (!descriptor) owner = Object.getPrototypeOf(owner) as object | null
  }
  const read = descriptor?.get
  // An activeElement of the document's own (already looking deeper) is left alone.
  if (!read || owner === document) return run()
  Object.defineProperty(document, 'activeElement', {
    configurable: true,
    get(this: Document) {
      let active = read.call(this) as Element | null
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      return active
    },
  })
  try {
    return await run()
  } finally {
    Reflect.deleteProperty(document, 'activeElement')
  }
}

/**
 * A user-event instance (`userEvent.setup(options)`) whose `clear`, `copy`, `cut`, `paste`,
 * `tab`, `keyboard` and `type` also work on the elements of open shadow roots, such as the
 * modal's: see the top of this file. `user.setup(...)` gives another such instance.
 */
export function createTestUser(options?: Parameters<typeof userEvent.setup>[0]): UserEvent {
  return shadowAware(userEvent.setup(options), options?.document ?? document)
}

function shadowAware(user: UserEvent, document: Document): UserEvent {
  const deep = <T>(run: () => Promise<T>) => withDeepActiveElement(document, run)
  const tabbing = <T>(run: () => Promise<T>) => withShadowTabbing(document, run)
  return {
    ...user,
    clear: (element) => deep(() => user.clear(element)),
    copy: () => deep(() => user.copy()),
    cut: () => deep(() => user.cut()),
    paste: (clipboardData) => deep(() => user.paste(clipboardData)),
    tab: (options) => tabbing(() => user.tab(options)),
    keyboard: (text) => tabbing(() => user.keyboard(text)),
    type: (element, text, options) => tabbing(() => user.type(element, text, options)),
    setup: (options) => shadowAware(user.setup(options), options?.document ?? document),
  }
}
