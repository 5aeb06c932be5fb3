/** Runs work when the browser is idle (or after `timeout` ms at most); returns a cancel. */
export function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof window === 'undefined') return () => undefined
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(work, Math.min(timeout, 200))
  return () => clearTimeout(handle)
}
