let loading: Promise<unknown> | undefined

/**
 * The chunks a modal loads on idle, on open or on its first connection, loaded once, before
 * the kit's helpers run (each module that needs them awaits this at its top level): a test
 * file must not end while one of them is still being imported, as the test environment is
 * gone by then and the import fails outside any test. A function rather than a side-effect
 * import, which the package's `sideEffects: false` would let the library build drop.
 */
export function loadModalChunks(): Promise<unknown> {
  loading ??= Promise.all([
    import('../core/api'),
    import('../core/modal/background'),
    import('../core/plugin/loader'),
    import('../core/analytics/client'),
    import('../core/modal/open'),
    import('../core/i18n/createI18n'),
    import('../core/connection'),
    import('../shell/modal/mount'),
  ])
  return loading
}
