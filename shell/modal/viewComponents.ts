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
  const preloaded = preloadedViews.get(load)
  if (preloaded) return preloaded
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
  preloadedViews.delete(load)
}

// Views whose chunk arrived before they were first shown: drawn directly. Through
// React.lazy they would suspend once even when loaded, and React holds a revealed Suspense
// boundary back for 300 ms, which a visitor feels on every first visit to a view.
const preloadedViews = new WeakMap<ViewLoader, ViewComponent>()

/**
 * Loads a view's chunk ahead of navigation (e.g. the views a screen links to), so opening
 * it draws at once. Failures are left for the real navigation to report.
 */
export function preloadView(load: ViewLoader | undefined): void {
  if (!load || eagerViews.has(load) || preloadedViews.has(load)) return
  loadComponent(load).then(
    ({ default: component }) => {
      // A lazy component already made for this loader keeps being used: one type per view.
      if (!lazyViews.has(load)) preloadedViews.set(load, component)
    },
    () => undefined,
  )
}

/** A loader for a component that is already in this chunk. */
export function eagerView(component: ViewComponent): ViewLoader {
  const load: ViewLoader = () => Promise.resolve({ default: component })
  eagerViews.set(load, component)
  return load
}
