import { useCallback, type ErrorInfo } from 'react'
import type { Modal } from '../../core/createModalCore'
import { ModalContext } from '../react/context'
import { useModalRuntime } from '../ui/runtime'
import { useAppSelector } from '../ui/store'
import { Dialog } from './Dialog'
import { ModalBoundary } from './ModalBoundary'
import { useSnackbarAutoClose } from './Snackbar'
import { ThemeRoot } from './ThemeRoot'
import { ModalFailed } from './ViewStates'

export interface ModalAppProps {
  modal: Modal
}

/** The whole modal UI for one modal; expects a react-redux Provider of `modal.store` above. */
export function ModalApp({ modal }: ModalAppProps) {
  return (
    <ModalContext.Provider value={modal}>
      <GuardedModal />
    </ModalContext.Provider>
  )
}

/**
 * The modal inside its boundary: whatever throws while it renders is reported and replaced
 * by an error dialog with Go back and Close, instead of unmounting the UI for good.
 */
function GuardedModal() {
  const modal = useModalRuntime()
  const open = useAppSelector((state) => state.modal.open)
  const onError = useCallback(
    (error: unknown, info: ErrorInfo) => {
      modal.runtime.logger.error('The modal failed', {
        error,
        componentStack: info.componentStack,
      })
      modal.runtime.analytics.reportError('MODAL_FAILED', error)
    },
    [modal],
  )
  const fallback = useCallback(
    (recover: () => void) =>
      open && (
        <ModalFailed
          onBack={() => {
            // Leaves the view it failed on (at the first view, closes), then draws again.
            modal.router.back()
            recover()
          }}
        />
      ),
    [modal, open],
  )
  return (
    <ModalBoundary open={open} onError={onError} fallback={fallback}>
      <ModalContent />
    </ModalBoundary>
  )
}

function ModalContent() {
  const open = useAppSelector((state) => state.modal.open)
  useSnackbarAutoClose()
  return <ThemeRoot>{open && <Dialog />}</ThemeRoot>
}
