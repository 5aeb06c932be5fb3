import { useCallback, useId, useRef, type ReactNode } from 'react'
import { useModalRuntime } from '../ui/runtime'
import { useDialogFocus } from './useDialogFocus'
import { useSheetDrag } from './useSheetDrag'
import { useSheetLayout } from './useSheetLayout'

/**
 * The dialog's frame: the overlay (a click closes), and the panel, a real `role="dialog"`
 * labelled by the title its content renders with `titleId`, with the focus trapped and
 * Escape closing (core's closeModal shakes instead while closing is blocked). Used by the
 * modal and by the error dialog drawn when the modal failed. On a phone's width it is a
 * sheet from the bottom edge (`data-layout="sheet"`, styled in styles.ts) that its handle
 * drags down to close.
 */
export function DialogPanel({
  shake,
  children,
}: {
  shake?: string
  children: (titleId: string) => ReactNode
}) {
  const modal = useModalRuntime()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => modal.close(), [modal])
  const isOpen = useCallback(() => modal.getState().modal.open, [modal])
  useDialogFocus(panelRef, close)
  const sheet = useSheetLayout()
  const drag = useSheetDrag(panelRef, close, isOpen, sheet)
  const layout = sheet ? 'sheet' : 'card'
  return (
    <>
      <div className="overlay" data-portico-overlay="" aria-hidden="true" onClick={close} />
      <div className="frame" data-layout={layout}>
        <div
          ref={panelRef}
          className="panel"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-shake={shake}
        >
          {/* Dragged down, it closes the sheet (useSheetDrag). Hidden from assistive
              technology and out of the tab order: the header's Close button does the same in
              one tap or key press, and a second control for it would only add a stop. */}
          {layout === 'sheet' && <div className="sheet-handle" aria-hidden="true" {...drag} />}
          {children(titleId)}
        </div>
      </div>
    </>
  )
}
