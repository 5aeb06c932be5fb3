import type { Dispatch, Middleware, MiddlewareAPI } from '@reduxjs/toolkit'

type Next = (action: unknown) => unknown

/**
 * A place in the store's middleware for middleware that arrives after the store is made (the
 * service APIs', with their lazy chunk). Each one added joins the chain once, in order; an
 * action passes straight through while there is none. Written here rather than with Redux
 * Toolkit's createDynamicMiddleware: Redux Toolkit is one module, so every export the kit uses
 * anywhere is part of the host page's first download, and this needs only a few lines.
 */
export function createLateMiddleware<State>() {
  const added: Middleware<object, State>[] = []
  // Each middleware is given the store once: its own state (an API's subscriptions) lives in
  // that call, so adding another later must not make it anew.
  const applied = new Map<Middleware<object, State>, (next: Next) => Next>()
  let api: MiddlewareAPI<Dispatch, State> | undefined
  let end: Next | undefined
  let chain: Next | undefined
  const compose = () => {
    if (!api || !end) return
    const store = api
    chain = added.reduceRight<Next>((next, middleware) => {
      let withStore = applied.get(middleware)
      if (!withStore) applied.set(middleware, (withStore = middleware(store)))
      return withStore(next)
    }, end)
  }
  const middleware: Middleware<object, State> = (store) => (next) => {
    api = store
    end = next
    compose()
    return (action) => (chain ?? next)(action)
  }
  return {
    middleware,
    /** Adds middleware after the ones already added; one already there is not added twice. */
    addMiddleware(...middlewares: Middleware<object, State>[]) {
      for (const each of middlewares) if (!added.includes(each)) added.push(each)
      compose()
    },
  }
}
