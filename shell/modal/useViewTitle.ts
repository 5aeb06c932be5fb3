import { useSyncExternalStore } from 'react'
import { CORE_NAMESPACE } from '../../core/i18n'
import { selectViewOwner } from '../../core/plugin/slice'
import { viewRegistryOf } from '../../core/plugin/viewRegistry'
import { useI18n } from '../ui/i18n'
import { useModalRuntime } from '../ui/runtime'
import { useAppSelector } from '../ui/store'

/**
 * Whether a view id or plugin id may name translations: i18next walks `views.<id>` (and a
 * namespace) as property paths, so a part such as `constructor` or `__proto__` would reach
 * Object.prototype and hand back a function or an object instead of a string.
 */
const isSafeKey = (id: string): boolean => !id.split('.').some((part) => part in Object.prototype)

/**
 * A view's header title: `views.<id>` from the kit's strings, else from the namespace of
 * the plugin that owns the view (`<plugin>:views.<id>`), else the modal's generic title.
 */
export function useViewTitle(view: string): string {
  const { runtime } = useModalRuntime()
  const views = viewRegistryOf(runtime)
  const { i18n } = useI18n()
  const registeredOwner = useSyncExternalStore(views.subscribe, () => views.get(view)?.owner)
  const announcedOwner = useAppSelector((state) => selectViewOwner(state, view))
  const owner = registeredOwner ?? announcedOwner
  const key = `views.${view}`
  const title = (ns: string): string | undefined => {
    if (!isSafeKey(ns) || !i18n.exists(key, { ns })) return undefined
    const text: unknown = i18n.t(key, { ns })
    return typeof text === 'string' ? text : undefined
  }
  const generic = i18n.t('modal.title', { ns: CORE_NAMESPACE })
  if (!isSafeKey(view)) return generic
  return title(CORE_NAMESPACE) ?? (owner ? title(owner) : undefined) ?? generic
}
