import { useSyncExternalStore } from 'react'
import { CORE_NAMESPACE } from '../../core/i18n'
import { viewRegistryOf } from '../../core/plugin/viewRegistry'
import { useI18n } from '../ui/i18n'
import { useModalRuntime } from '../ui/runtime'
import { useAppSelector } from '../ui/store'

/**
 * A view's header title: `views.<id>` from the kit's strings, else from the namespace of
 * the plugin that owns the view (`<plugin>:views.<id>`), else the modal's generic title.
 */
export function useViewTitle(view: string): string {
  const { runtime } = useModalRuntime()
  const views = viewRegistryOf(runtime)
  const { i18n } = useI18n()
  const registeredOwner = useSyncExternalStore(views.subscribe, () => views.get(view)?.owner)
  const announcedOwner = useAppSelector((state) => state.plugins.viewOwners[view])
  const owner = registeredOwner ?? announcedOwner
  const key = `views.${view}`
  if (i18n.exists(key, { ns: CORE_NAMESPACE })) return i18n.t(key, { ns: CORE_NAMESPACE })
  if (owner && i18n.exists(key, { ns: owner })) return i18n.t(key, { ns: owner })
  return i18n.t('modal.title', { ns: CORE_NAMESPACE })
}
