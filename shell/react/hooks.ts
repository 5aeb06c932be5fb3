import { useCallback, useSyncExternalStore } from 'react'
import type { OpenOptions, ViewId } from '../../core/router/views'
import { pageText } from '../../core/i18n/pageText'
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
  const open = useCallback(
    <V extends ViewId>(options?: OpenOptions<V>) => modal.open(options),
    [modal],
  )
  const close = useCallback(() => modal.close(), [modal])
  return {
    /** Opens the modal, as `modal.open(options)`. */
    open,
    /** Closes the modal, as `modal.close()`. */
    close,
    isOpen,
    modal,
  }
}

/**
 * Translates the host page's few strings (core/i18n/locales) in the modal's language, and
 * follows language changes through the store. Not through i18next: that loads with the
 * modal UI, so the page does not carry it.
 */
export function useModalTranslation() {
  const language = useModalSelector((state) => state.options.language)
  return useCallback((key: string) => pageText(language, key), [language])
}
