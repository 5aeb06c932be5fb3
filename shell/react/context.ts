import { createContext, useContext } from 'react'
import type { Modal } from '../../core/createModalCore'

export const ModalContext = createContext<Modal | null>(null)

/** The modal given to the nearest `ModalProvider`; a clear error when there is none. */
export function useModalHandle(): Modal {
  const modal = useContext(ModalContext)
  if (!modal) throw new Error('Portico hooks must be used inside <ModalProvider modal={modal}>')
  return modal
}
