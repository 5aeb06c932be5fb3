import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { deepActiveElement, focusableIn, trapTab } from './focus'

/**
 * The dialog's keyboard contract while it is mounted (that is, while the modal is open):
 * focus moves in, Tab stays in, Escape asks to close, and focus goes back to what had it
 * before, even a button inside another shadow root.
 */
export function useDialogFocus(panelRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  const openerRef = useRef<Element | null>(null)

  useLayoutEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    // Before the first paint, so nothing can be typed into the page behind the dialog.
    openerRef.current = deepActiveElement()
    ;(focusableIn(panel)[0] ?? panel).focus()

    // On the document, not the panel: keys pressed after focus slipped out (to the page
    // body, say) still reach the dialog. Shadow DOM keyboard events are composed.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
      } else if (event.key === 'Tab') {
        trapTab(panel, event)
      }
    }
    document.addEventListener('keydown', onKeyDown)

    // A focused control that goes away (the row that opened the next view, Back on the
    // way to the first view) leaves focus on the page body; give it to the dialog, whose
    // name is the new view's title.
    const keepFocus =
      typeof MutationObserver === 'undefined'
        ? undefined
        : new MutationObserver(() => {
            const active = deepActiveElement()
            if (active === null || active === document.body) panel.focus()
          })
    keepFocus?.observe(panel, { childList: true, subtree: true })

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      keepFocus?.disconnect()
    }
  }, [panelRef, onEscape])

  useEffect(() => {
    const opener = openerRef.current
    // A passive cleanup runs after React's own commit-time focus restoration, which would
    // otherwise move focus back to the shadow host of the dialog that is going away.
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
        opener.focus()
      }
    }
  }, [])
}
