import { createContext, useContext, type ReactNode } from 'react'
import { modalContextOf, type ModalContext } from '../../core/plugin/modalContext'
import { pluginContextsOf } from '../../core/plugin/pluginContexts'
import type { PluginContext } from '../../core/plugin/types'
import { useModalRuntime } from './runtime'

const ScopeContext = createContext<string | null>(null)

/**
 * Marks what renders inside as the plugin `owner`'s (a view, a tab panel, a Connect
 * section): `usePluginContext()` below reads that plugin's context. The shell wraps every
 * plugin-owned component in one; a plugin never needs to.
 */
export function PluginScope({ owner, children }: { owner: string; children: ReactNode }) {
  return <ScopeContext.Provider value={owner}>{children}</ScopeContext.Provider>
}

/** The modal, as plugins see it (the same object as `setup`'s context without its own parts). */
export function usePortico(): ModalContext {
  return modalContextOf(useModalRuntime().runtime)
}

/**
 * The context of the plugin whose view this is: its `api` (what its `endpoints`
 * returned), `t` in its namespace, the wallet, the router, `track`... One per modal, so two
 * modals on a page never share one.
 */
export function usePluginContext<TApi = unknown>(): PluginContext<TApi> {
  const owner = useContext(ScopeContext)
  const { runtime } = useModalRuntime()
  if (owner === null) {
    throw new Error("usePluginContext() works inside a plugin's own views only")
  }
  const context = pluginContextsOf(runtime).get(owner)
  if (!context) throw new Error(`The plugin "${owner}" is not set up in this modal`)
  return context as PluginContext<TApi>
}

/** The plugin's own API, as its `endpoints` returned it. */
export function usePluginApi<TApi>(): TApi {
  return usePluginContext<TApi>().api
}
