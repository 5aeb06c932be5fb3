export { modalSlice, modalOpened, modalClosed, shaken, closeBlockedSet } from './slice'
export type { ModalState } from './slice'
export { openModal, closeModal, goBack } from './thunks'
export type { OpenRequest } from './thunks'
