import { useEffect, useRef, type RefObject } from 'react'

/**
 * Calls `onNear` when the element scrolls into view (with a margin, so the next page is
 * usually there before the visitor reaches the end), while `active`. Re-observes whenever
 * `generation` changes: an observer reports only changes, and after a page loads the end may
 * still be in view. Without IntersectionObserver it does nothing: the list's "Load more"
 * button is the way on then.
 */
export function useNearEnd(
  target: RefObject<Element | null>,
  onNear: () => void,
  active: boolean,
  generation: number,
): void {
  // The latest callback, without re-creating the observer for each render.
  const callback = useRef(onNear)
  useEffect(() => {
    callback.current = onNear
  }, [onNear])

  useEffect(() => {
    const element = target.current
    if (!active || !element || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: '0px 0px 160px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, active, generation])
}
