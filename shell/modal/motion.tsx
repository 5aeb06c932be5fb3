import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { SHAKE_MS } from '../../core/constants'
import { useAppSelector } from '../ui/store'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

// matchMedia is missing in some embedders' environments (and older test DOMs): no motion
// preference is then assumed, and the CSS media query still applies where it exists.
const motionQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : undefined

function subscribeToMotion(onChange: () => void): () => void {
  const query = motionQuery()
  query?.addEventListener?.('change', onChange)
  return () => query?.removeEventListener?.('change', onChange)
}

/** Whether the visitor asked for less motion; follows the setting while open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => motionQuery()?.matches ?? false,
    () => false,
  )
}

/**
 * The shake to play, when `state.modal.shakeCount` has gone up since this dialog opened:
 * 'a' or 'b' alternately, so a shake during a shake restarts the animation (the two CSS
 * animations are the same but differently named), or undefined when still.
 */
export function useShake(): 'a' | 'b' | undefined {
  const count = useAppSelector((state) => state.modal.shakeCount)
  const reducedMotion = usePrefersReducedMotion()
  // Shakes before this dialog opened were never seen and are not replayed.
  const [settled, setSettled] = useState(count)
  useEffect(() => {
    if (count <= settled) return
    const timer = setTimeout(() => setSettled(count), SHAKE_MS)
    return () => clearTimeout(timer)
  }, [count, settled])
  if (reducedMotion || count <= settled) return undefined
  return count % 2 === 0 ? 'a' : 'b'
}

/**
 * Gives its content's height to a wrapper whose height transitions in CSS, so the panel
 * grows and shrinks smoothly between views. Without ResizeObserver, or with reduced
 * motion, the height is simply automatic.
 */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const contentRef = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  const reducedMotion = usePrefersReducedMotion()
  const measuring = !reducedMotion && typeof ResizeObserver !== 'undefined'

  useLayoutEffect(() => {
    const content = contentRef.current
    if (!measuring || !content) return
    const observer = new ResizeObserver(() => setHeight(content.offsetHeight))
    observer.observe(content)
    return () => observer.disconnect()
  }, [measuring])

  return (
    <div className="body" style={measuring && height !== undefined ? { height } : undefined}>
      <div ref={contentRef} className="body-content">
        {children}
      </div>
    </div>
  )
}
