import { useEffect, useMemo, useRef, type PointerEvent, type RefObject } from 'react'
import { SHEET_DRAG_CLOSE_PX } from '../../core/constants'

interface Drag {
  pointerId: number
  startY: number
  /** How far down the sheet is, in px (never up: it is at the bottom edge already). */
  offset: number
}

/**
 * The sheet's drag handle: the panel follows a pointer that took the handle, down only; let
 * go past SHEET_DRAG_CLOSE_PX it asks to close (as Escape does: a blocked close shakes and
 * the sheet springs back), short of it the sheet springs back (a CSS transition on
 * `data-drag="release"`, which the reduced-motion rule turns off: the sheet is then simply
 * back). Pointer events cover touch, pen and mouse; the handle's `touch-action: none` keeps
 * the browser from taking the gesture for a scroll. The gesture has a one-tap equivalent,
 * the header's Close button, which is also the keyboard's and screen readers' way.
 */
export function useSheetDrag(
  panelRef: RefObject<HTMLElement | null>,
  close: () => void,
  isOpen: () => boolean,
  /** Whether the panel is a sheet: turned into the card (a rotation) mid-drag, it is put back. */
  sheet: boolean,
) {
  const drag = useRef<Drag | undefined>(undefined)
  useEffect(() => {
    const panel = panelRef.current
    if (sheet || !panel) return
    drag.current = undefined
    panel.style.transform = ''
    panel.removeAttribute('data-drag')
  }, [panelRef, sheet])
  return useMemo(() => {
    const place = (offset: number) => {
      const panel = panelRef.current
      if (panel) panel.style.transform = offset > 0 ? `translateY(${offset}px)` : ''
    }
    const springBack = () => {
      panelRef.current?.setAttribute('data-drag', 'release')
      place(0)
    }
    /** The drag `event` ends, if it is the pointer that started it. */
    const end = (event: PointerEvent<HTMLElement>): Drag | undefined => {
      const current = drag.current
      if (!current || current.pointerId !== event.pointerId) return undefined
      drag.current = undefined
      return current
    }
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!event.isPrimary || event.button !== 0 || drag.current) return
        event.preventDefault()
        // Moves outside the small handle still reach it.
        event.currentTarget.setPointerCapture?.(event.pointerId)
        drag.current = { pointerId: event.pointerId, startY: event.clientY, offset: 0 }
        panelRef.current?.setAttribute('data-drag', 'dragging')
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current
        if (!current || current.pointerId !== event.pointerId) return
        current.offset = Math.max(0, event.clientY - current.startY)
        place(current.offset)
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const ended = end(event)
        if (!ended) return
        if (ended.offset >= SHEET_DRAG_CLOSE_PX) {
          close()
          // Closed: the sheet goes where it was dragged to, with the dialog.
          if (!isOpen()) return
        }
        springBack()
      },
      onPointerCancel(event: PointerEvent<HTMLElement>) {
        if (end(event)) springBack()
      },
    }
  }, [panelRef, close, isOpen])
}
