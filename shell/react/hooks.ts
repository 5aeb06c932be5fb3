import { useCallback, useSyncExternalStore } from 'react'
import type { OpenOptions } from '../../core/createModalCore'
import type { CoreState } from '../../core/store/types'
import { useModalHandle } from './context'

/**
 * Reads from the modal's store and re-renders when the selected value changes. Built on
 * `useSyncExternalStore` so the host page needs no react-redux before the modal opens.
 */
export function useModalSelector<T>(selector: (state: CoreState) => T): T {
  const modal = useModalHandle()
  return useSyncExternalStore(
    modal.subscribe,
    () => selector(modal.getState()),
    () => selector(modal.getState()),
  )
}

/** Open and close the modal, and know whether it is open. */
export function useModal() {
  const modal = useModalHandle()
  const isOpen = useModalSelector((state) => state.modal.open)
  const open = useCallback((options?: OpenOptions) => modal.open(options), [modal])
  const close = useCallback(() => modal.close(), [modal])
  return { open, close, isOpen, modal }
}

/** Translates with the modal's own i18next instance and follows language changes. */
export function useModalTranslation() {
  const modal = useModalHandle()
  // The language lives in the store too, so a language change re-renders through it.
  useModalSelector((state) => state.options.language)
  return useCallback((key: string) => modal.i18n.t(key), [modal])
}
