import type { Modal } from '../../core/createModalCore'
import { ModalContext } from '../react/context'
import { useAppSelector } from '../ui/store'
import { Dialog } from './Dialog'
import { useSnackbarAutoClose } from './Snackbar'
import { ThemeRoot } from './ThemeRoot'

export interface ModalAppProps {
  modal: Modal
}

/** The whole modal UI for one modal; expects a react-redux Provider of `modal.store` above. */
export function ModalApp({ modal }: ModalAppProps) {
  return (
    <ModalContext.Provider value={modal}>
      <ModalContent />
    </ModalContext.Provider>
  )
}

function ModalContent() {
  const open = useAppSelector((state) => state.modal.open)
  useSnackbarAutoClose()
  return <ThemeRoot>{open && <Dialog />}</ThemeRoot>
}
