/** Whether the visitor is on a phone or tablet: decides the WalletConnect entry view. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false
  const agentData = (navigator as Navigator & { userAgentData?: { mobile?: boolean } })
    .userAgentData
  if (typeof agentData?.mobile === 'boolean') return agentData.mobile
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}

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
