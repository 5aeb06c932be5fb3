/**
 * The runtime extension under which a modal keeps its ModalContext. Its own module, so the
 * host page's entry can name it without carrying the context's code.
 */
export const MODAL_CONTEXT_KEY = 'core:modalContext'
