/**
 * Wraps an `injectEndpoints` call so it runs once per API object. The service APIs are
 * shared by every modal on the page: injecting again for each modal (or test) makes RTK
 * Query warn that the endpoints already exist.
 */
export function injectOnce<TApi extends object, TEnhanced>(
  inject: (api: TApi) => TEnhanced,
): (api: TApi) => TEnhanced {
  const injected = new WeakMap<TApi, TEnhanced>()
  return (api) => {
    let enhanced = injected.get(api)
    if (!enhanced) injected.set(api, (enhanced = inject(api)))
    return enhanced
  }
}
