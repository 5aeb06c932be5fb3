import { useEffect, useRef, type RefObject } from 'react'

/**
 * Whether the component is mounted, for work that finishes after an await: a result that
 * arrives after the view went away must not set its state or move the router. Set in an
 * effect, so StrictMode's simulated unmount and remount leave it true.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return mounted
}
