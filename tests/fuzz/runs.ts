// How many cases each property of the fuzz suites (tests/fuzz) tries: the one place that
// number comes from. `npm test` runs a few hundred per property so it stays fast; `npm run fuzz`
// sets PORTICO_FUZZ_RUNS=10000 and runs the same suites, so nothing differs but the count.
import type * as fc from 'fast-check'

/** What `npm test` runs per property: enough to meet every branch of the arbitraries. */
const DEFAULT_RUNS = 200

function runsFromEnvironment(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RUNS
  const runs = Number(value)
  if (!Number.isSafeInteger(runs) || runs < 1) {
    throw new Error(`PORTICO_FUZZ_RUNS must be a whole number ≥ 1, not ${JSON.stringify(value)}`)
  }
  return runs
}

/** Cases per property. */
export const FUZZ_RUNS = runsFromEnvironment(process.env.PORTICO_FUZZ_RUNS)

/**
 * fast-check's parameters for one property: FUZZ_RUNS cases, plus the given ones (`examples`,
 * a known counterexample tried first on every run, so a property that fails fails every time).
 */
export function fuzzParameters<T>(extra: fc.Parameters<T> = {}): fc.Parameters<T> {
  return { numRuns: FUZZ_RUNS, ...extra }
}

/**
 * The time a whole property may take (vitest's per-test timeout), scaled with the runs: at
 * `perRunMs` a case, and never under a minute. A generous ceiling that only a hang reaches,
 * not a measure of speed: the cases of a property take well under this.
 */
export const fuzzTimeout = (perRunMs = 50) => Math.max(60_000, FUZZ_RUNS * perRunMs)

/**
 * How long one call of a boundary may stay pending before the property calls it hung. Every
 * boundary under test answers from memory (services and wallets are stubbed), so a promise
 * still pending after this long is waiting for something that will never come.
 */
export const HANG_BOUND_MS = 5_000

export type Settled<T> =
  { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown } | { status: 'hung' }

/** How `promise` settled, or `hung` when it is still pending after `boundMs`. */
export async function settle<T>(
  promise: Promise<T>,
  boundMs: number = HANG_BOUND_MS,
): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const hung = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'hung' }), boundMs)
  })
  try {
    return await Promise.race([
      promise.then(
        (value): Settled<T> => ({ status: 'fulfilled', value }),
        (reason: unknown): Settled<T> => ({ status: 'rejected', reason }),
      ),
      hung,
    ])
  } finally {
    clearTimeout(timer)
  }
}
