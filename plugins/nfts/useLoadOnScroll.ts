import { useEffect, useRef, useState } from 'react'
import { NEAR_END_MARGIN_PX } from './constants'

/**
 * A ref for the element after the list's last row: while `active`, `loadMore` runs when that
 * element comes within NEAR_END_MARGIN_PX of the view, so the next page is usually there
 * before the visitor reaches the end. Observed again whenever `count` changes: an observer
 * reports only changes, and after a page arrives the end may still be in view. Without
 * IntersectionObserver nothing happens: the list's "Load more" button is the way on then.
 */
export function useLoadOnScroll(loadMore: () => void, active: boolean, count: number) {
  const [end, setEnd] = useState<Element | null>(null)
  const latest = useRef(loadMore)
  useEffect(() => {
    latest.current = loadMore
  }, [loadMore])

  useEffect(() => {
    if (!active || !end || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: `0px 0px ${NEAR_END_MARGIN_PX}px 0px` },
    )
    observer.observe(end)
    return () => observer.disconnect()
  }, [end, active, count])

  return setEnd
}
