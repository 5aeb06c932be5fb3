// A reporter that repeats, after vitest's summary, one short line per error thrown outside a
// test (an unhandled rejection, an error event nobody listened to). Vitest prints these in full
// above its summary, where a CI log read from its end no longer shows them; with this, the last
// lines of a failed run say what the error was and where it came from.
import type { Reporter, SerializedError } from 'vitest/node'

const MAX_LINE = 300

function digest(error: SerializedError): string {
  const where = error.stack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || line.startsWith('❯ '))
  const origin =
    typeof error.VITEST_TEST_PATH === 'string'
      ? ` during ${error.VITEST_TEST_PATH.replace(`${process.cwd()}/`, '')}`
      : ''
  // Some errors arrive without a message (a database error object): its code says more.
  const text = typeof error.message === 'string' && error.message !== '' ? error.message : ''
  const code = typeof error.code === 'string' ? ` [${error.code}]` : ''
  const line = `${error.name ?? 'Error'}${code}: ${text}${origin}${where ? ` (${where})` : ''}`
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line
}

export default class UnhandledErrorDigest implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: readonly SerializedError[]): void {
    if (unhandledErrors.length === 0) return
    process.stdout.write(`\nUnhandled errors (${unhandledErrors.length}), in short:\n`)
    for (const error of unhandledErrors) process.stdout.write(`  ${digest(error)}\n`)
  }
}
