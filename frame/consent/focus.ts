/**
 * Tab and Shift+Tab go round the controls of `root` (the approval, or a recovery screen): the
 * frame is the modal's content while it asks, and nothing else of this document can take focus.
 */
export function keepTabInside(root: HTMLElement, event: KeyboardEvent) {
  const items = [...root.querySelectorAll<HTMLElement>('button, input, [tabindex="0"]')].filter(
    (item) =>
      !item.closest('[hidden]') &&
      !((item instanceof HTMLButtonElement || item instanceof HTMLInputElement) && item.disabled),
  )
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) return
  const active = root.ownerDocument.activeElement
  const inside = active instanceof HTMLElement && items.includes(active)
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault()
    first.focus()
  }
}
