import type { ServiceApis } from './api/apis'
import { loadOnce } from './loadOnce'
import type { Runtime } from './runtime'
import type { StoreBundle } from './store/makeStore'

/**
 * Attaches the service APIs to a store the first time anything needs them: the RTK Query
 * chunk is imported, its reducers injected and its middleware added. Concurrent callers share
 * one promise; a failed chunk load is forgotten so the next call tries again.
 */
export function createServices(
  bundle: Pick<StoreBundle, 'rootReducer' | 'addMiddleware' | 'store'>,
) {
  return loadOnce(() =>
    import('./api/apis').then(({ walletServicesApi, blockchainServicesApi }) => {
      bundle.rootReducer.inject(walletServicesApi)
      bundle.rootReducer.inject(blockchainServicesApi)
      // The APIs' state exists from the injection above on, which the types cannot follow.
      type StoreMiddleware = Parameters<StoreBundle['addMiddleware']>[0]
      bundle.addMiddleware(
        walletServicesApi.middleware as StoreMiddleware,
        blockchainServicesApi.middleware as StoreMiddleware,
      )
      // Injected reducers get their initial state on the next action; give them one now,
      // so the APIs' selectors find their state before the first query settles.
      bundle.store.dispatch({ type: 'portico/servicesAttached' })
      return { walletServices: walletServicesApi, blockchainServices: blockchainServicesApi }
    }),
  )
}

/**
 * The service APIs of one modal, attached to its store on first use. Reached from the lazy
 * chunks (remote config, plugin setup) only, so the host page does not carry this code.
 */
export function servicesOf(runtime: Pick<Runtime, 'bundle' | 'extension'>): Promise<ServiceApis> {
  return runtime.extension('core:services', () => createServices(runtime.bundle))()
}
