import { useEffect, useState } from 'react'

/** `value` once it has stayed the same for `waitMs`. */
export function useDebounced(value: string, waitMs: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (value === settled) return
    const timer = setTimeout(() => setSettled(value), waitMs)
    return () => clearTimeout(timer)
  }, [value, waitMs, settled])
  return settled
}
