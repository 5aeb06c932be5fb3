import type { ViewId } from '../router/views'

/** Loads the module of a view; the shell renders its default export. */
export type ViewLoader<TComponent = unknown> = () => Promise<{ default: TComponent }>

export interface RegisteredView<TComponent = unknown> {
  owner: string
  load: ViewLoader<TComponent>
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
    register(owner: string, entries: Partial<Record<ViewId, ViewLoader>>) {
      for (const [id, load] of Object.entries(entries)) {
        if (load) views.set(id, { owner, load: load as ViewLoader })
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
