export interface Logger {
  error(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  debug(message: string, detail?: unknown): void
}

/** Errors always reach the console (the default log level); debug only when asked. */
export function createLogger(debug: boolean): Logger {
  const to = (write: (...args: unknown[]) => void) => (message: string, detail?: unknown) =>
    write('[portico]', message, ...(detail === undefined ? [] : [detail]))
  return {
    error: to(console.error),
    warn: to(console.warn),
    debug: debug ? to(console.debug) : () => undefined,
  }
}
