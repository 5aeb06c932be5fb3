import type { ViewId } from '../router/views'
import type { Runtime } from '../runtime'

/** Loads the module of a view; the shell renders its default export. */
export type ViewLoader<TComponent = unknown> = () => Promise<{ default: TComponent }>

/** What a plugin's view is to the modal beyond a view (see `PluginViewRoles`). */
export type ViewRole = 'connecting'

export interface RegisteredView<TComponent = unknown> {
  owner: string
  load: ViewLoader<TComponent>
  role?: ViewRole
}

/**
 * View id -> loader, per modal. Components are live objects, so they live here and the
 * store only knows view ids. The shell subscribes to redraw when a plugin adds or removes views.
 */
export function createViewRegistry() {
  const views = new Map<string, RegisteredView>()
  const subscribers = new Set<() => void>()
  const notify = () => subscribers.forEach((subscriber) => subscriber())
  return {
    register(
      owner: string,
      entries: Partial<Record<ViewId, ViewLoader>>,
      roles: Partial<Record<string, ViewRole>> = {},
    ) {
      for (const [id, load] of Object.entries(entries)) {
        const role = Object.hasOwn(roles, id) ? roles[id] : undefined
        if (load) views.set(id, { owner, load: load as ViewLoader, ...(role ? { role } : {}) })
      }
      notify()
    },
    /** Removes every view an owner registered, e.g. on plugin teardown. */
    removeOwner(owner: string) {
      for (const [id, view] of views) if (view.owner === owner) views.delete(id)
      notify()
    },
    get(id: string): RegisteredView | undefined {
      return views.get(id)
    },
    has(id: string) {
      return views.has(id)
    },
    subscribe(subscriber: () => void) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
  }
}

export type ViewRegistry = ReturnType<typeof createViewRegistry>

/**
 * The view registry of one modal, made on first use. Only the UI chunk and the plugin
 * loader need it, so it is reached through this function from there and the host page
 * never carries it.
 */
export function viewRegistryOf(runtime: Pick<Runtime, 'extension'>): ViewRegistry {
  return runtime.extension('core:views', createViewRegistry)
}
