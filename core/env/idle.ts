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

/**
 * Runs work just after the page's next paint: in a task queued from the next animation frame,
 * so what the page draws first (the host's button) is not held up by it. Where no frame comes
 * (a hidden tab, a DOM without rendering) it runs after `fallback` ms at most. Returns a cancel.
 */
export function afterNextPaint(work: () => void, fallback: number): () => void {
  if (typeof window === 'undefined') return () => undefined
  let pending = true
  let frame: number | undefined
  let channel: MessageChannel | undefined
  const cancel = () => {
    pending = false
    clearTimeout(timer)
    if (frame !== undefined) window.cancelAnimationFrame(frame)
    channel?.port1.close()
  }
  const run = () => {
    if (!pending) return
    cancel()
    work()
  }
  const timer = setTimeout(run, fallback)
  if (typeof window.requestAnimationFrame === 'function' && typeof MessageChannel === 'function') {
    frame = window.requestAnimationFrame(() => {
      // A message, not a timer: it runs as soon as the frame is painted, timers are clamped.
      channel = new MessageChannel()
      channel.port1.onmessage = run
      channel.port2.postMessage(null)
    })
  }
  return cancel
}
