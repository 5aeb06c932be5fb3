import { useEffect, useState } from 'react'
import { EMAIL_LOGIN_COOLDOWN_MS } from 'portico/plugin'

/**
 * The resend cooldown (30 s): seconds left since the last code was sent, ticking
 * each second; `restart()` when a new code goes out.
 */
export function useCooldown() {
  const [sentAt, setSentAt] = useState(() => Date.now())
  const [now, setNow] = useState(() => Date.now())
  const left = Math.max(0, Math.ceil((sentAt + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000))
  useEffect(() => {
    if (left === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left])
  return {
    secondsLeft: left,
    restart() {
      const at = Date.now()
      setSentAt(at)
      setNow(at)
    },
  }
}
