import type { ReactNode } from 'react'
import type { Modal } from '../../core/createModalCore'
import { ModalContext } from './context'

export interface ModalProviderProps {
  modal: Modal
  children?: ReactNode
}

/** Makes a modal available to the hooks and buttons below it. */
export function ModalProvider({ modal, children }: ModalProviderProps) {
  return <ModalContext.Provider value={modal}>{children}</ModalContext.Provider>
}
