import { useCallback, useId, useRef } from 'react'
import { useModalRuntime } from '../ui/runtime'
import { Alerts } from './Alerts'
import { Header } from './Header'
import { AnimatedHeight, useShake } from './motion'
import { Snackbar } from './Snackbar'
import { useDialogFocus } from './useDialogFocus'
import { ViewStack } from './ViewStack'

/** The open modal: overlay, and the panel with header, alerts, the current view and snackbar. */
export function Dialog() {
  const modal = useModalRuntime()
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const shake = useShake()
  // Core's closeModal shakes instead of closing while closing is blocked.
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
          <Header titleId={titleId} />
          <Alerts />
          <AnimatedHeight>
            <ViewStack />
          </AnimatedHeight>
          <Snackbar />
        </div>
      </div>
    </>
  )
}
