import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react'
import { LIST_OVERSCAN_PX, LIST_WINDOWING_THRESHOLD } from '../../core/constants'

/**
 * Windowing: a long list draws only the items in view (and a margin around them), so ten
 * thousand rows cost the DOM a few dozen. The space of the items not drawn is kept (padding
 * or absolute offsets), so the scroll bar, the scroll position and the list's size are those
 * of the whole list. The arithmetic is plain functions; `useWindowedList` binds it to a list
 * element and its scrolling box.
 */

/** The items to draw: indices `first` to `last`, inclusive (`last < first` when none). */
export interface ListWindow {
  first: number
  last: number
}

/**
 * Where each item starts, from the list's top, in px: `offsets[i]` for item i, and
 * `offsets[count]` the whole list's size.
 */
export function itemOffsets(count: number, sizeOf: (index: number) => number): Float64Array {
  const offsets = new Float64Array(count + 1)
  for (let index = 0; index < count; index += 1) {
    offsets[index + 1] = (offsets[index] ?? 0) + sizeOf(index)
  }
  return offsets
}

/** The item whose box holds `position` (the first or last item beyond either end). */
function itemAt(offsets: Float64Array, position: number): number {
  const count = offsets.length - 1
  let low = 0
  let high = count - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((offsets[middle] ?? 0) <= position) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * The items that overlap the visible band [`top`, `top + height`] of the list, widened by
 * `overscan` px on both sides so that scrolling shows no gap before the next draw.
 */
export function visibleItems(
  offsets: Float64Array,
  top: number,
  height: number,
  overscan: number,
): ListWindow {
  const count = offsets.length - 1
  if (count <= 0) return { first: 0, last: -1 }
  return {
    first: itemAt(offsets, Math.max(0, top - overscan)),
    last: itemAt(offsets, Math.max(0, top + height + overscan)),
  }
}

/** Whether the visible band comes within `distance` px of the list's end. */
export function isNearEnd(
  offsets: Float64Array,
  top: number,
  height: number,
  distance: number,
): boolean {
  return (offsets[offsets.length - 1] ?? 0) - (top + height) <= distance
}

export interface WindowedListOptions {
  /** How many items the list has. */
  count: number
  /** An item's expected size in px, used until it is drawn and measured. */
  estimateSize: number
  /** Every item is exactly `estimateSize` px (nothing is measured). */
  fixedSize?: boolean
  /**
   * What identifies item `index` across changes of the list (a transaction id), so a measured
   * size stays with its item when items are added before it. By default, the index.
   */
  itemKey?: (index: number) => string | number
  /** How far beyond each end of the visible band items are drawn, in px. */
  overscan?: number
  /**
   * Lists of at most this many items are drawn whole: windowing them gains nothing. By default
   * LIST_WINDOWING_THRESHOLD.
   */
  drawWholeUpTo?: number
  /** The visible height to assume where the page has no layout to measure (a test DOM). */
  fallbackHeight?: number
  /**
   * The list element is its own scrolling box (a fixed-height viewport), whatever its style
   * says; otherwise the box is looked for from the list up.
   */
  scrollsItself?: boolean
}

export interface WindowedList<E extends HTMLElement> {
  /**
   * The ref of the list element. The box that scrolls it is found from there: the element
   * itself if it scrolls, else its nearest scrolling ancestor (the modal's body), crossing
   * shadow roots.
   */
  setList(element: E | null): void
  /** Whether only part of the list is drawn (false for short lists: all of it is). */
  windowed: boolean
  first: number
  last: number
  /** Where item `index` starts, from the list's top, in px (for absolutely placed items). */
  offsetOf(index: number): number
  /** The whole list's size in px. */
  totalSize: number
  /**
   * For a list whose items are in the normal flow: the padding that stands in for the items
   * not drawn before and after the window (an empty object when the list is drawn whole).
   */
  spacing: CSSProperties
  /**
   * The attribute for the element of item `index` (spread it on the element, or pass it to a
   * component that puts its props on its element): drawn items are measured by it.
   */
  itemProps(index: number): { 'data-window-index': number }
  /** Whether the visible band comes within `distance` px of the list's end. */
  nearEnd(distance: number): boolean
  /** Scrolls the list back to its start (its scrolling box, if that is the list itself). */
  scrollToStart(): void
}

/** The visible band of the list, in px from the list's top. */
interface Band {
  top: number
  height: number
}

const scrolls = (element: Element) => {
  const { overflowY } = getComputedStyle(element)
  return overflowY === 'auto' || overflowY === 'scroll'
}

/** The element that scrolls `list`: itself, or its nearest scrolling ancestor, or undefined. */
function scrollerOf(list: HTMLElement): HTMLElement | undefined {
  let node: Node | null = list
  while (node) {
    if (node instanceof HTMLElement && scrolls(node)) return node
    node = node instanceof ShadowRoot ? node.host : node.parentNode
  }
  return undefined
}

/**
 * The part of the list in view: in the list's scrolling box, or in the browser window when
 * nothing scrolls it but the page. Where there is no layout to read (a test DOM: every size
 * is 0), the box's scroll position and `fallbackHeight` stand in.
 */
function bandOf(
  list: HTMLElement,
  scroller: HTMLElement | undefined,
  fallbackHeight: number,
): Band {
  if (!scroller) {
    const height = window.innerHeight > 0 ? window.innerHeight : fallbackHeight
    return { top: -list.getBoundingClientRect().top, height }
  }
  if (scroller.clientHeight <= 0) return { top: scroller.scrollTop, height: fallbackHeight }
  if (scroller === list) return { top: list.scrollTop, height: list.clientHeight }
  const top = scroller.getBoundingClientRect().top - list.getBoundingClientRect().top
  return { top, height: scroller.clientHeight }
}

/** Marks a drawn item's element with its index, for measuring (see `itemProps`). */
const ITEM_ATTRIBUTE = 'data-window-index'

/** The drawn items' elements in `list`, by index. */
function drawnItems(list: HTMLElement): Map<number, HTMLElement> {
  const found = new Map<number, HTMLElement>()
  for (const element of list.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`)) {
    const index = Number(element.getAttribute(ITEM_ATTRIBUTE))
    if (Number.isInteger(index)) found.set(index, element)
  }
  return found
}

const sameWindow = (a: ListWindow, b: ListWindow) => a.first === b.first && a.last === b.last

/** What the list shows: the visible band, and a count of size measurements taken. */
interface Snapshot {
  band: Band
  measured: number
}

/**
 * One windowed list's live state, outside React: scroll events and measurements write it,
 * the component reads it through useSyncExternalStore. A scroll notifies only when it brings
 * other items into the window, so most scroll events cost no render at all.
 */
class WindowStore {
  snapshot: Snapshot
  readonly sizes = new Map<string | number, number>()
  /** What the last draw used, published after it: a scroll is compared against it. */
  private drawn: { offsets: Float64Array; range: ListWindow; overscan: number } | undefined
  private readonly listeners = new Set<() => void>()

  constructor(fallbackHeight: number) {
    this.snapshot = { band: { top: 0, height: fallbackHeight }, measured: 0 }
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  getSnapshot = () => this.snapshot

  private notify(snapshot: Snapshot) {
    this.snapshot = snapshot
    for (const listener of this.listeners) listener()
  }

  published(offsets: Float64Array, range: ListWindow, overscan: number) {
    this.drawn = { offsets, range, overscan }
  }

  /** The band moved: redraws if other items come into the window. */
  scrolled(band: Band) {
    const drawn = this.drawn
    const { top, height } = this.snapshot.band
    if (band.top === top && band.height === height) return
    if (drawn) {
      const moved = visibleItems(drawn.offsets, band.top, band.height, drawn.overscan)
      if (sameWindow(moved, drawn.range)) {
        // Kept without a redraw: isNearEnd and the next comparison read the latest band.
        this.snapshot = { ...this.snapshot, band }
        return
      }
    }
    this.notify({ ...this.snapshot, band })
  }

  /** Sizes measured after a draw; redraws if any differs from what was used. */
  measuredSizes(found: ReadonlyMap<string | number, number>, estimate: number) {
    let changed = false
    for (const [key, size] of found) {
      if (Math.abs((this.sizes.get(key) ?? estimate) - size) < 0.5) continue
      this.sizes.set(key, size)
      changed = true
    }
    if (changed) this.notify({ ...this.snapshot, measured: this.snapshot.measured + 1 })
  }

  /** Back to the list's start (a new search). */
  toStart() {
    this.notify({ ...this.snapshot, band: { ...this.snapshot.band, top: 0 } })
  }
}

/**
 * Draws a long list in windows: see the module comment and `WindowedList`. The list's element
 * gets `setList` as its ref; the drawn items are `first` to `last`, each with
 * `itemProps(index)` on its element unless `fixedSize`; the list keeps the space of the others
 * with `spacing` (items in the flow) or places each item at `offsetOf(index)` (absolutely
 * placed items, e.g. grid rows). Scrolling redraws only when the window moves to other items.
 */
export function useWindowedList<E extends HTMLElement>({
  count,
  estimateSize,
  fixedSize = false,
  itemKey,
  overscan = LIST_OVERSCAN_PX,
  drawWholeUpTo = LIST_WINDOWING_THRESHOLD,
  fallbackHeight = 600,
  scrollsItself = false,
}: WindowedListOptions): WindowedList<E> {
  const [list, setList] = useState<E | null>(null)
  const windowed = count > drawWholeUpTo
  const [store] = useState(() => new WindowStore(fallbackHeight))
  const { band, measured } = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const keyOf = useCallback((index: number) => itemKey?.(index) ?? index, [itemKey])

  const offsets = useMemo(
    () =>
      itemOffsets(count, (index) =>
        fixedSize ? estimateSize : (store.sizes.get(keyOf(index)) ?? estimateSize),
      ),
    // `measured` counts the changes to `store.sizes`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [count, estimateSize, fixedSize, keyOf, measured, store],
  )
  const range = windowed
    ? visibleItems(offsets, band.top, band.height, overscan)
    : { first: 0, last: count - 1 }
  const { first, last } = range
  const scrollerRef = useRef<HTMLElement | undefined>(undefined)

  // The band follows the scrolling box (see WindowStore.scrolled).
  useLayoutEffect(() => {
    if (!list || !windowed) return
    const scroller = scrollsItself ? list : scrollerOf(list)
    scrollerRef.current = scroller
    const update = () => store.scrolled(bandOf(list, scroller, fallbackHeight))
    const target: HTMLElement | Window = scroller ?? window
    target.addEventListener('scroll', update, { passive: true })
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined
    if (scroller) resized?.observe(scroller)
    else window.addEventListener('resize', update)
    return () => {
      target.removeEventListener('scroll', update)
      resized?.disconnect()
      window.removeEventListener('resize', update)
    }
  }, [list, store, windowed, fallbackHeight, scrollsItself])

  // After each draw: what it used, for the scroll handler; the drawn items' real sizes (the
  // distance from one item's top to the next one's, so gaps and margins count); and the band
  // again, as the list may have moved in its box.
  useLayoutEffect(() => {
    if (!list || !windowed) return
    store.published(offsets, { first, last }, overscan)
    if (!fixedSize) {
      const elements = drawnItems(list)
      const found = new Map<string | number, number>()
      for (let index = first; index <= last; index += 1) {
        const element = elements.get(index)
        if (!element) continue
        const next = index < last ? elements.get(index + 1) : undefined
        const top = element.getBoundingClientRect().top
        // The last drawn item keeps its estimate unless it ends the list: what follows it
        // (a gap, the next item) is not drawn to measure against.
        let size: number | undefined
        if (next) size = next.getBoundingClientRect().top - top
        else if (index === count - 1) size = element.getBoundingClientRect().height
        // 0 or less: no layout here (a test DOM), nothing to learn.
        if (size !== undefined && size > 0) found.set(keyOf(index), size)
      }
      store.measuredSizes(found, estimateSize)
    }
    store.scrolled(bandOf(list, scrollerRef.current, fallbackHeight))
  })

  const totalSize = offsets[count] ?? 0
  const start = offsets[first] ?? 0
  const end = offsets[last + 1] ?? totalSize
  return {
    setList,
    windowed,
    first,
    last,
    offsetOf: (index) => offsets[index] ?? 0,
    totalSize,
    spacing: windowed ? { paddingTop: start, paddingBottom: totalSize - end } : {},
    itemProps: (index) => ({ 'data-window-index': index }),
    nearEnd: (distance) => {
      const latest = store.getSnapshot().band
      return isNearEnd(offsets, latest.top, latest.height, distance)
    },
    scrollToStart: () => {
      if (list && scrollerRef.current === list) list.scrollTo?.({ top: 0 })
      store.toStart()
    },
  }
}
