import { useCallback, useId, useRef, type ReactNode } from 'react'
import { useModalRuntime } from '../ui/runtime'
import { useDialogFocus } from './useDialogFocus'

/**
 * The dialog's frame: the overlay (a click closes), and the panel, a real `role="dialog"`
 * labelled by the title its content renders with `titleId`, with the focus trapped and
 * Escape closing (core's closeModal shakes instead while closing is blocked). Used by the
 * modal and by the error dialog drawn when the modal failed.
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
  return (
    <>
      <div className="overlay" data-portico-overlay="" aria-hidden="true" onClick={close} />
      <div className="frame">
        <div
          ref={panelRef}
          className="panel"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-shake={shake}
        >
          {children(titleId)}
        </div>
      </div>
    </>
  )
}
