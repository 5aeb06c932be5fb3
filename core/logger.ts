export interface Logger {
  error(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  debug(message: string, detail?: unknown): void
}

/** Errors always reach the console (the default log level of SPEC §9); debug only when asked. */
export function createLogger(debug: boolean): Logger {
  const prefix = '[portico]'
  return {
    error: (message, detail) =>
      console.error(prefix, message, ...(detail === undefined ? [] : [detail])),
    warn: (message, detail) =>
      console.warn(prefix, message, ...(detail === undefined ? [] : [detail])),
    debug: (message, detail) => {
      if (debug) console.debug(prefix, message, ...(detail === undefined ? [] : [detail]))
    },
  }
}
