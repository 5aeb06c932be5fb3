import { VISIBILITY_CHECK_MS } from './limits'

/**
 * Watches whether `target` is on screen; calls `report` with each change and returns the
 * stop. The default uses IntersectionObserver, with v2's occlusion check where the browser
 * has it; tests pass their own.
 */
export type ObserveVisibility = (target: Element, report: (visible: boolean) => void) => () => void

type V2Options = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
type V2Entry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * Visible means wholly inside the viewport and, where the browser tracks it
 * (IntersectionObserver v2), not covered, faded or transformed by anything, the embedding
 * page included. Where the browser has no IntersectionObserver at all, only the time and the
 * document's own visibility guard the button.
 */
export const observeVisibility: ObserveVisibility = (target, report) => {
  if (typeof IntersectionObserver === 'undefined') {
    report(true)
    return () => undefined
  }
  const options: V2Options = { threshold: [1], trackVisibility: true, delay: VISIBILITY_CHECK_MS }
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1) as V2Entry | undefined
    if (!entry) return
    const occlusionChecked = typeof entry.isVisible === 'boolean'
    report(
      entry.isIntersecting &&
        entry.intersectionRatio >= 0.99 &&
        (!occlusionChecked || entry.isVisible === true),
    )
  }, options)
  observer.observe(target)
  return () => observer.disconnect()
}

/** Whether a click is the visitor's own: a trusted event, during a user activation. */
export function isVisitorActivation(
  event: Pick<Event, 'isTrusted'>,
  nav: { userActivation?: { isActive: boolean } },
): boolean {
  if (!event.isTrusted) return false
  return nav.userActivation ? nav.userActivation.isActive : true
}

export interface GateOptions {
  /** What must be on screen (the approval's buttons). */
  target: Element
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  /** The frame's window: a resize (the kit moving and sizing the frame) starts the time again. */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  minVisibleMs: number
  observe?: ObserveVisibility
  /** Told when the gate opens or closes (the Approve button follows it). */
  onChange: (open: boolean) => void
}

/**
 * The clickjacking guard: open only once `target` has been visible (and the document shown)
 * for `minVisibleMs` without a break or a resize; any of them closes it and the time starts
 * again.
 */
export function createGate(options: GateOptions): { isOpen(): boolean; stop(): void } {
  let targetVisible = false
  let open = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const set = (next: boolean) => {
    if (next === open) return
    open = next
    options.onChange(open)
  }
  const update = () => {
    const visible = targetVisible && options.doc.visibilityState === 'visible'
    if (!visible) {
      clearTimeout(timer)
      timer = undefined
      set(false)
      return
    }
    if (open || timer !== undefined) return
    timer = setTimeout(() => {
      timer = undefined
      set(true)
    }, options.minVisibleMs)
  }
  const stopObserving = (options.observe ?? observeVisibility)(options.target, (visible) => {
    targetVisible = visible
    update()
  })
  // Resized: what is under the pointer just changed, so the visible time starts again.
  const restart = () => {
    clearTimeout(timer)
    timer = undefined
    set(false)
    update()
  }
  options.doc.addEventListener('visibilitychange', update)
  options.win?.addEventListener('resize', restart)
  return {
    isOpen: () => open,
    stop() {
      stopObserving()
      options.doc.removeEventListener('visibilitychange', update)
      options.win?.removeEventListener('resize', restart)
      clearTimeout(timer)
      open = false
    },
  }
}
