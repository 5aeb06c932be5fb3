import { useEffect, useState } from 'react'
import { EMAIL_LOGIN_COOLDOWN_MS } from 'portico/plugin'

/**
 * The resend cooldown (30 s) since `sentAt` (when the last code went out, from the login's
 * slice): the seconds left, ticking each second; 0 once a code may be asked for again.
 */
export function useCooldown(sentAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  // A code sent after the last tick counts from its own time, never from an earlier clock.
  const current = Math.max(now, sentAt ?? 0)
  const left =
    sentAt === undefined
      ? 0
      : Math.max(0, Math.ceil((sentAt + EMAIL_LOGIN_COOLDOWN_MS - current) / 1000))
  useEffect(() => {
    if (left === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left])
  return left
}
