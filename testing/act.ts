import { act, getConfig } from '@testing-library/react'
import * as React from 'react'
import * as z from 'zod/mini'
import type { Modal } from '../core/createModalCore'
import type { PluginLoader } from '../core/plugin/loader'
import { selectViewOwner } from '../core/plugin/slice'
import { viewRegistryOf } from '../core/plugin/viewRegistry'

// A test modal's host methods run inside React's act(), as a host calling them from a click
// would be: what they change in the mounted UI (a view opened, the theme, the language, a
// plugin's view shown by `modal.pay(...)`) is rendered before the call returns or its promise
// settles, and React prints no "An update to … inside a test was not wrapped in act(...)".
//
// - A method that returns at once (`close`, the setters, the router's moves) runs in act().
// - One that returns a promise (`open`, `setLanguage`, `loadPlugin`, `unloadPlugin`,
//   `destroy`) runs in an `await act(async () => …)` that lasts until the promise settles;
//   for `open`, until the view it opened also has its code (see viewCode).
// - A plugin's host method (`modal.pay(…)`) may wait for the visitor for as long as the test
//   likes: its act() lasts until it settles or until the view it opens (`context.open`) is
//   shown, whichever comes first, never while the visitor is awaited (React renders nothing
//   that happens inside an act() before the act() ends).
//
// The kit calls the same methods itself: the shell's buttons and effects (`modal.close()`,
// `modal.router.back()`), its flows through the runtime (`runtime.open`, which is pointed back
// at the modal's own methods here). act() is only added to a call made outside React and
// outside any act() (a call from the suite): inside an act() the call is covered already, a
// second async act() would overlap it, and an act() inside React's own work (an effect React
// runs by itself) throws "Should not already be working". Nor where the test environment is
// not an act environment (inside Testing Library's waits, where updates are expected). A
// suite need not wrap these calls in act() itself; if it does, it awaits that act().

/**
 * What React itself says about where a call runs (development builds; act() needs one):
 * `actQueue` is set while an act() is under way, and `getCurrentStack` names the component
 * React is rendering, committing or dispatching an event to, and nothing outside its work.
 * The names are React's internal ones (React 19's, then React 18's); unknown ones read as
 * "outside", as a call from the suite.
 */
const reactInternalsSchema = z.looseObject({
  actQueue: z.unknown(),
  getCurrentStack: z.unknown(),
  ReactCurrentActQueue: z.optional(z.looseObject({ current: z.unknown() })),
  ReactDebugCurrentFrame: z.optional(z.looseObject({ getCurrentStack: z.unknown() })),
})

const internalsOf = (name: string) => {
  const parsed = reactInternalsSchema.safeParse(Reflect.get(React, name))
  return parsed.success ? parsed.data : undefined
}

function insideReactOrAct(): boolean {
  const v19 = internalsOf('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')
  const v18 = internalsOf('__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED')
  const actQueue = v19?.actQueue ?? v18?.ReactCurrentActQueue?.current
  const stackOf = v19?.getCurrentStack ?? v18?.ReactDebugCurrentFrame?.getCurrentStack
  const stack = typeof stackOf === 'function' ? String(stackOf()) : ''
  return (actQueue !== null && actQueue !== undefined) || stack !== ''
}

/** A host call whose act() is under way. */
interface Scope {
  /** An `open` that ran inside this call (with its act() covering it). */
  opened(opening: Promise<unknown>): void
}
const scopes = new Set<Scope>()

const isActEnvironment = () =>
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT === true

const needsAct = () => isActEnvironment() && scopes.size === 0 && !insideReactOrAct()

const ignore = () => undefined

/** Runs `call` inside act() (see the top of the file), returning what it returns. */
function inAct<T>(call: () => T): T {
  if (!needsAct()) return call()
  let outcome = undefined as { value: T } | undefined
  // A synchronous act() is done when it returns; its thenable needs no awaiting.
  void act(() => {
    outcome = { value: call() }
  })
  if (outcome === undefined) throw new Error('act() did not run the host call')
  return outcome.value
}

/**
 * Runs `call` inside an act() that lasts until `until(promise)` settles (by default the
 * call's own promise); resolves or rejects as `call` does.
 */
async function inAsyncAct<T>(
  call: () => Promise<T>,
  until: (value: Promise<T>, scope: Scope) => Promise<unknown> = (value) => value,
  scope: Scope = { opened: ignore },
): Promise<T> {
  if (!needsAct()) return call()
  scopes.add(scope)
  let outcome = undefined as { value: Promise<T> } | undefined
  try {
    await act(async () => {
      const value = call()
      outcome = { value }
      await until(value, scope).then(ignore, ignore)
    })
  } finally {
    scopes.delete(scope)
  }
  if (outcome === undefined) throw new Error('act() did not run the host call')
  return outcome.value
}

/** `promise`, or Testing Library's `asyncUtilTimeout` (what a findBy… waits), whichever is first. */
function withinAsyncUtilTimeout(promise: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, getConfig().asyncUtilTimeout)
  })
  return Promise.race([promise.then(ignore, ignore), timeout]).finally(() => clearTimeout(timer))
}

/**
 * Settles once the view on top of the modal's stack has its code: its plugin loaded (the
 * modal loads it on navigation; this shares that load) and its lazy component imported, so
 * React shows it inside the act() rather than after it ("A suspended resource finished
 * loading inside a test, but the event was not wrapped in act(...)"). Waits no longer than
 * a findBy… would: a view whose code never comes does not hold the act() open.
 */
function viewCode(modal: Modal): Promise<unknown> {
  const registry = viewRegistryOf(modal.runtime)
  const { view } = modal.router.current()
  const owner = registry.has(view) ? undefined : selectViewOwner(modal.getState(), view)
  const plugin =
    owner === undefined
      ? Promise.resolve()
      : modal.runtime.plugins().then((plugins) => plugins.load(owner))
  return withinAsyncUtilTimeout(plugin.then(() => registry.get(view)?.load()))
}

/** The same function, each call run by `run` (one typed wrapper for the generic methods). */
function wrapped<F extends (...args: never[]) => unknown>(
  method: F,
  run: (call: () => ReturnType<F>) => ReturnType<F>,
): F {
  return ((...args: Parameters<F>) => run(() => method(...args) as ReturnType<F>)) as F
}

const instrumentedLoaders = new WeakSet<PluginLoader>()

/** The loader's host-method calls (`modal.pay(…)` ends in one) run in act(). */
function instrumentLoader(loader: PluginLoader): PluginLoader {
  if (instrumentedLoaders.has(loader)) return loader
  instrumentedLoaders.add(loader)
  const callHostMethod = loader.callHostMethod.bind(loader)
  loader.callHostMethod = (id, name, args) => {
    // Until the method settles, or until a view it opens is shown: it may then wait for the
    // visitor, whose clicks must render.
    let shown: () => void = ignore
    const viewShown = new Promise<void>((resolve) => (shown = resolve))
    const scope: Scope = { opened: (opening) => void opening.then(shown, shown) }
    return inAsyncAct(
      () => callHostMethod(id, name, args),
      (value) => Promise.race([value, viewShown]),
      scope,
    )
  }
  return loader
}

/** Tells the host calls under way that `opening` (an open inside them) is shown, or failed. */
function reportOpening(modal: Modal, opening: Promise<unknown>): void {
  if (scopes.size === 0) return
  const done = opening.then(() => viewCode(modal)).then(ignore, ignore)
  for (const scope of scopes) scope.opened(done)
}

const inActModals = new WeakSet<Modal>()

/** Makes `modal`'s host methods run in act() (see the top of the file); once per modal. */
export function hostMethodsInAct(modal: Modal): void {
  if (inActModals.has(modal)) return
  inActModals.add(modal)
  const { open, close, setThemeMode, setThemeVariables, setLanguage, loadPlugin, unloadPlugin } =
    modal
  const { destroy, router, runtime } = modal
  const methods: Pick<
    Modal,
    | 'open'
    | 'close'
    | 'setThemeMode'
    | 'setThemeVariables'
    | 'setLanguage'
    | 'loadPlugin'
    | 'unloadPlugin'
    | 'destroy'
  > = {
    open: wrapped(open, (call) => {
      const opening = inAsyncAct(call, (value) => value.then(() => viewCode(modal)))
      reportOpening(modal, opening)
      return opening
    }),
    close: wrapped(close, inAct),
    setThemeMode: wrapped(setThemeMode, inAct),
    setThemeVariables: wrapped(setThemeVariables, inAct),
    setLanguage: wrapped(setLanguage, (call) => inAsyncAct(call)),
    loadPlugin: wrapped(loadPlugin, (call) => inAsyncAct(call)),
    unloadPlugin: wrapped(unloadPlugin, (call) => inAsyncAct(call)),
    destroy: wrapped(destroy, (call) => inAsyncAct(call)),
  }
  Object.assign(modal, methods)
  // The router is the modal's and its plugins' (runtime.router is the same object).
  Object.assign(router, {
    push: wrapped(router.push, inAct),
    replace: wrapped(router.replace, inAct),
    reset: wrapped(router.reset, inAct),
    back: wrapped(router.back, inAct),
  })
  // The kit's own flows open and close through the runtime: the modal's own methods, an open
  // there told to a host call under way (`pay` ends its act() once its view is shown).
  runtime.open = wrapped(open, (call) => {
    const opening = call()
    reportOpening(modal, opening)
    return opening
  })
  runtime.close = close
  // Plugins' host methods are fixed on the handle; each runs through the plugin loader.
  const plugins = runtime.plugins.bind(runtime)
  runtime.plugins = () => plugins().then(instrumentLoader)
}
