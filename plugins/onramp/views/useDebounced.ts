import { useEffect, useState } from 'react'

/** `value` once it has stayed the same for `waitMs`; identical values keep their identity. */
export function useDebounced<T>(value: T, key: string, waitMs: number): T {
  const [settled, setSettled] = useState({ key, value })
  useEffect(() => {
    if (key === settled.key) return
    const timer = setTimeout(() => setSettled({ key, value }), waitMs)
    return () => clearTimeout(timer)
  }, [key, value, waitMs, settled.key])
  return settled.value
}
