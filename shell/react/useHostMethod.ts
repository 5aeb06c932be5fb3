import { useCallback } from 'react'
import type { Modal } from '../../core/createModalCore'
import type { PorticoModal } from '../../index'
import { PorticoError } from '../../core/errors/PorticoError'
import { useModalHandle } from './context'

/** The names of the methods plugins add to the modal handle (declared by merging). */
export type HostMethodName = {
  [K in keyof PorticoModal]: K extends keyof Modal
    ? never
    : PorticoModal[K] extends (...args: never[]) => unknown
      ? K
      : never
}[keyof PorticoModal]

/**
 * A method a plugin adds to the modal handle (`pay`), on the modal of the nearest
 * `ModalProvider`, stable across renders. The plugin's code loads on the first call.
 */
export function useHostMethod<K extends HostMethodName>(name: K): PorticoModal[K] {
  const modal = useModalHandle() as PorticoModal
  return useCallback(
    (...args: never[]) => {
      const method = (modal as unknown as Record<string, unknown>)[name]
      if (typeof method !== 'function') {
        return Promise.reject(
          new PorticoError('PLUGIN_UNAVAILABLE', `This modal has no plugin with modal.${name}()`, {
            method: name,
          }),
        )
      }
      return (method as (...all: never[]) => unknown)(...args)
    },
    [modal, name],
  ) as PorticoModal[K]
}
