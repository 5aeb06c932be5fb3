import { useCallback, useId, useRef, type ReactNode } from 'react'
import { useModalRuntime } from '../ui/runtime'
import { useDialogFocus } from './useDialogFocus'
import { useSheetLayout } from './useSheetLayout'

/**
 * The dialog's frame: the overlay (a click closes), and the panel, a real `role="dialog"`
 * labelled by the title its content renders with `titleId`, with the focus trapped and
 * Escape closing (core's closeModal shakes instead while closing is blocked). Used by the
 * modal and by the error dialog drawn when the modal failed. On a phone's width it is a
 * sheet from the bottom edge (`data-layout="sheet"`, styled in styles.ts).
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
  useDialogFocus(panelRef, close)
  const layout = useSheetLayout() ? 'sheet' : 'card'
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
          {/* Decoration: the sheet is closed by Close, Escape or the overlay, not by dragging. */}
          {layout === 'sheet' && <div className="sheet-handle" aria-hidden="true" />}
          {children(titleId)}
        </div>
      </div>
    </>
  )
}
