/** A load that runs once; see `loadOnce`. */
export interface Once<T> {
  (): Promise<T>
  /** The load under way or done, if one was started (and not forgotten). */
  readonly started: Promise<T> | undefined
  /** Drops what was loaded: the next call loads again (e.g. after an unmount). */
  forget(): void
}

/**
 * A load that runs once: concurrent and later callers share its promise while it is under
 * way and once it succeeded; a failure (a chunk that did not arrive, a network blip) is
 * forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): Once<T> {
  let pending: Promise<T> | undefined
  const once = () => {
    const current = (pending ??= load().catch((error: unknown) => {
      if (pending === current) pending = undefined
      throw error
    }))
    return current
  }
  return Object.defineProperties(once, {
    started: { get: () => pending },
    forget: { value: () => void (pending = undefined) },
  }) as Once<T>
}
