// The property every fuzz suite checks, in one place: a boundary either gives a value or fails
// with a PorticoError. Any other exception, or a promise that never settles, fails the case
// with a message naming what happened (fast-check adds the input that did it).
import { afterEach, beforeEach, vi } from 'vitest'
import { PorticoError } from 'portico'
import { settle, HANG_BOUND_MS } from './runs'

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: PorticoError }

/** A short, never-throwing description of anything thrown. */
export function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) return `${thrown.name}: ${thrown.message}`
    return `${typeof thrown} ${String(thrown)}`
  } catch {
    return Object.prototype.toString.call(thrown)
  }
}

function notPortico(thrown: unknown, how: string): Error {
  return new Error(`${how} ${describeThrown(thrown)}, not a PorticoError`, { cause: thrown })
}

/** Runs a synchronous boundary: its value, or the PorticoError it threw. */
export function outcomeOf<T>(call: () => T): Outcome<T> {
  let value: T
  try {
    value = call()
  } catch (thrown) {
    if (thrown instanceof PorticoError) return { ok: false, error: thrown }
    throw notPortico(thrown, 'threw')
  }
  return { ok: true, value }
}

/**
 * Runs an asynchronous boundary: what it resolved with, or the PorticoError it rejected (or
 * threw) with. Still pending after `boundMs`: the case fails as hung.
 */
export async function settledOutcomeOf<T>(
  call: () => Promise<T>,
  boundMs: number = HANG_BOUND_MS,
): Promise<Outcome<T>> {
  let promise: Promise<T>
  try {
    promise = call()
  } catch (thrown) {
    if (thrown instanceof PorticoError) return { ok: false, error: thrown }
    throw notPortico(thrown, 'threw synchronously')
  }
  const settled = await settle(promise, boundMs)
  if (settled.status === 'hung') {
    throw new Error(`still pending after ${boundMs} ms: a hung promise`)
  }
  if (settled.status === 'fulfilled') return { ok: true, value: settled.value }
  if (settled.reason instanceof PorticoError) return { ok: false, error: settled.reason }
  throw notPortico(settled.reason, 'rejected with')
}

/** For boundaries that return a safeParse-like result: they never throw at all. */
export function neverThrows<T>(call: () => T): T {
  try {
    return call()
  } catch (thrown) {
    throw new Error(`threw ${describeThrown(thrown)}; it must return a result instead`, {
      cause: thrown,
    })
  }
}

/**
 * Silences the console for each test of the file: the kit logs every refused answer (as it
 * should), which over thousands of cases would bury vitest's summary.
 */
export function quietConsole(): void {
  beforeEach(() => {
    for (const method of ['debug', 'info', 'log', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation(() => undefined)
    }
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
}
