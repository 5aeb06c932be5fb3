// The chunks a modal loads on idle, on open or on its first connection, loaded once when the
// kit is imported: a test file must not end while one of them is still being imported (the
// test environment is gone by then and the import fails outside any test).
await Promise.all([
  import('../core/api'),
  import('../core/modal/background'),
  import('../core/plugin/loader'),
  import('../core/analytics/client'),
  import('../core/modal/open'),
  import('../core/i18n/createI18n'),
  import('../core/connection'),
  import('../shell/modal/mount'),
])

export {}
