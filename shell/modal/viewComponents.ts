import { lazy, type ComponentType } from 'react'
import type { ViewLoader } from '../../core/plugin/viewRegistry'
import type { ViewProps } from '../ui/view'

export type ViewComponent = ComponentType<ViewProps>

// Per loader, so a view keeps one component type (and its state) across renders, and a
// loader registered again by a reloaded plugin starts fresh.
const lazyViews = new WeakMap<ViewLoader, ViewComponent>()
// Views bundled with the modal chunk: drawn at once, without a round through Suspense.
const eagerViews = new WeakMap<ViewLoader, ViewComponent>()

const isComponent = (value: unknown): value is ViewComponent =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value)

async function loadComponent(load: ViewLoader): Promise<{ default: ViewComponent }> {
  const module = await load()
  if (!isComponent(module.default)) {
    throw new TypeError('A view module must default-export a React component')
  }
  return { default: module.default }
}

/** The component to render for a registered loader; lazy ones suspend until loaded. */
export function viewComponent(load: ViewLoader): ViewComponent {
  const eager = eagerViews.get(load)
  if (eager) return eager
  let component = lazyViews.get(load)
  if (!component) {
    component = lazy(() => loadComponent(load))
    lazyViews.set(load, component)
  }
  return component
}

/** Forgets a loader's component, so a view that failed to load is tried again. */
export function forgetView(load: ViewLoader): void {
  lazyViews.delete(load)
}

/** A loader for a component that is already in this chunk. */
export function eagerView(component: ViewComponent): ViewLoader {
  const load: ViewLoader = () => Promise.resolve({ default: component })
  eagerViews.set(load, component)
  return load
}
