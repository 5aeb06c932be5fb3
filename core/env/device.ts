/** Whether the visitor is on a phone or tablet: decides the WalletConnect entry view. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined') return false
  const agentData = (navigator as Navigator & { userAgentData?: { mobile?: boolean } })
    .userAgentData
  if (typeof agentData?.mobile === 'boolean') return agentData.mobile
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}

/** The page's origin, checked against the project's allowed origins. */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin
}
