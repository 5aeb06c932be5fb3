import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { WALLET_SEARCH_WAIT_MS } from '../../core/constants'
import { useWindowedList } from './windowing'

export interface SearchableListProps<Item> {
  /** Every item (a local search filters them with `matches`). */
  items: readonly Item[]
  /** What identifies an item across searches and pages (a token's address, a wallet's id). */
  itemKey: (item: Item) => string | number
  /** The item's content, drawn inside its list item (usually a button: a `ListItem`). */
  renderItem: (item: Item, index: number) => ReactNode
  /** The search box's accessible name, also its placeholder ("Search tokens"). */
  searchLabel: string
  /** The list's accessible name ("Your tokens"). */
  listLabel: string
  /** A local search: the items shown are those matching the term, at once on each keystroke. */
  matches?: (item: Item, term: string) => boolean
  /**
   * A remote search: called with the term once the visitor has stopped typing for
   * `searchWaitMs` (the kit's search wait, 300 ms, by default).
   */
  onSearch?: (term: string) => void
  /** How long `onSearch` waits after the last keystroke, in ms. */
  searchWaitMs?: number
  /** Called with the term on each keystroke (for a view that searches through its own store). */
  onTermChange?: (term: string) => void
  /** Shown instead of the list while truthy (a `Skeleton`). */
  loading?: ReactNode
  /** Shown instead of the list when there are no items at all. */
  empty?: ReactNode
  /** Shown instead of the list when the term leaves no item (a `Text` with `role="status"`). */
  noMatch?: (term: string) => ReactNode
  /** A line under the list, in a live region (paging, a failure with its Retry). */
  status?: ReactNode
  /**
   * The list scrolls in a box of its own of this height (px) rather than in the modal's body,
   * laid out in rows of `columns` items (All Wallets' grid of tiles), each row `estimateSize`
   * px high and placed absolutely.
   */
  viewportHeight?: number
  /** Items per row in a `viewportHeight` list; 1 by default. */
  columns?: number
  /** An item's (a row's, with `viewportHeight`) height in px, until it is measured. */
  estimateSize?: number
  /** Lists of at most this many items (rows) are drawn whole; by default the kit's threshold. */
  drawWholeUpTo?: number
  /** How far beyond the visible band items are drawn, in px. */
  overscan?: number
  /**
   * Called when the visible band comes within `nearEndDistance` px of the list's end, and
   * again as it moves while it stays there: the next page of an infinite list.
   */
  onNearEnd?: () => void
  /** See `onNearEnd`; 400 px by default. */
  nearEndDistance?: number
  /** Classes of the outer element, the search box, the list and each list item. */
  className?: string
  searchClassName?: string
  listClassName?: string
  itemClassName?: string
}

const joinClasses = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ')

/** The focusable controls of the list's items, in order. */
const FOCUSABLE = ['button', 'a[href]', 'input', '[tabindex="0"]']
  .map((control) => `[role="listitem"] ${control}`)
  .join(', ')

/**
 * A search box over a list: a local filter (`matches`) or a remote search (`onSearch`, after
 * the kit's 300 ms wait), the list windowed with `useWindowedList` (only the items in view are
 * drawn once it is long), loading, empty and no-match states, and paging near the end
 * (`onNearEnd`). The keyboard reaches every item: Tab, or the arrow keys from the search box
 * down the list and back.
 */
export function SearchableList<Item>({
  items,
  itemKey,
  renderItem,
  searchLabel,
  listLabel,
  matches,
  onSearch,
  searchWaitMs = WALLET_SEARCH_WAIT_MS,
  onTermChange,
  loading,
  empty,
  noMatch,
  status,
  columns = 1,
  estimateSize = 56,
  viewportHeight,
  drawWholeUpTo,
  overscan,
  onNearEnd,
  nearEndDistance = 400,
  className,
  searchClassName,
  listClassName,
  itemClassName,
}: SearchableListProps<Item>) {
  const [term, setTerm] = useState('')
  const shown = useMemo(
    () => (matches ? items.filter((item) => matches(item, term)) : items),
    [items, matches, term],
  )
  const grid = viewportHeight !== undefined
  const perRow = grid ? Math.max(1, columns) : 1
  const rowCount = Math.ceil(shown.length / perRow)
  const keyOf = useMemo(() => {
    if (grid) return undefined
    return (index: number) => {
      const item = shown[index]
      return item === undefined ? index : itemKey(item)
    }
  }, [grid, itemKey, shown])
  const { setList, ...list } = useWindowedList<HTMLElement>({
    count: rowCount,
    estimateSize,
    // A grid's rows are all `estimateSize` high: nothing is measured.
    fixedSize: grid,
    ...(keyOf && { itemKey: keyOf }),
    ...(drawWholeUpTo !== undefined && { drawWholeUpTo }),
    ...(overscan !== undefined && { overscan }),
    ...(grid && { fallbackHeight: viewportHeight, scrollsItself: true }),
  })
  const listElement = useRef<HTMLElement | null>(null)
  const searchBox = useRef<HTMLInputElement>(null)

  // The remote search waits for the visitor to stop typing; a newer keystroke restarts it.
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(searchTimer.current), [])

  // The latest callback, so a parent's new function does not count as a change of position.
  const nearEndCallback = useRef(onNearEnd)
  useEffect(() => {
    nearEndCallback.current = onNearEnd
  }, [onNearEnd])
  const nearEnd = onNearEnd !== undefined && shown.length > 0 && list.nearEnd(nearEndDistance)
  useEffect(() => {
    if (nearEnd) nearEndCallback.current?.()
  }, [nearEnd, shown.length, term, list.first, list.last])

  const changed = (next: string) => {
    setTerm(next)
    list.scrollToStart()
    onTermChange?.(next)
    if (onSearch) {
      clearTimeout(searchTimer.current)
      searchTimer.current = setTimeout(() => onSearch(next), searchWaitMs)
    }
  }

  /** Arrow keys: from the search box into the list, then from item to item and back up. */
  const moveFocus = (event: KeyboardEvent, from: 'search' | 'list') => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const controls = [...(listElement.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
    if (controls.length === 0) return
    const at = from === 'search' ? -1 : controls.indexOf(event.target as HTMLElement)
    if (from === 'search' && event.key === 'ArrowUp') return
    event.preventDefault()
    const next = at + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) searchBox.current?.focus()
    else controls[Math.min(next, controls.length - 1)]?.focus()
  }

  const bindList = (element: HTMLElement | null) => {
    listElement.current = element
    setList(element)
  }

  const itemProps = (index: number, row: number) => ({
    role: 'listitem',
    className: itemClassName,
    // Windowed, an item says its place in the whole list (the others are not in the DOM).
    ...((grid || list.windowed) && {
      'aria-setsize': shown.length,
      'aria-posinset': index + 1,
    }),
    ...(!grid && list.itemProps(row)),
  })

  let body: ReactNode
  if (loading) body = loading
  else if (items.length === 0 && empty !== undefined) body = empty
  else if (shown.length === 0 && noMatch) body = noMatch(term)
  else if (grid) {
    const rows: ReactNode[] = []
    for (let row = list.first; row <= list.last; row += 1) {
      const cells: ReactNode[] = []
      const end = Math.min(shown.length, (row + 1) * perRow)
      for (let index = row * perRow; index < end; index += 1)
        cells.push(
          <div key={itemKey(shown[index] as Item)} {...itemProps(index, row)}>
            {renderItem(shown[index] as Item, index)}
          </div>,
        )
      rows.push(
        <div
          key={row}
          className="searchable-list-row"
          style={{
            top: list.offsetOf(row),
            height: estimateSize,
            gridTemplateColumns: `repeat(${perRow}, 1fr)`,
          }}
        >
          {cells}
        </div>,
      )
    }
    body = (
      <div
        ref={bindList}
        className="searchable-list-viewport"
        style={{ height: viewportHeight }}
        onKeyDown={(event) => moveFocus(event, 'list')}
      >
        <div
          role="list"
          aria-label={listLabel}
          className={joinClasses('searchable-list-grid', listClassName)}
          style={{ height: list.totalSize }}
        >
          {rows}
        </div>
      </div>
    )
  } else {
    const rows: ReactNode[] = []
    for (let index = list.first; index <= list.last; index += 1) {
      const item = shown[index]
      if (item === undefined) continue
      rows.push(
        <li key={itemKey(item)} {...itemProps(index, index)}>
          {renderItem(item, index)}
        </li>,
      )
    }
    body = (
      <ul
        ref={bindList}
        role="list"
        aria-label={listLabel}
        className={joinClasses('searchable-list-items', listClassName)}
        style={list.spacing}
        // Drawn in windows, the list takes focus, so the keyboard can scroll it.
        tabIndex={list.windowed ? 0 : undefined}
        onKeyDown={(event) => moveFocus(event, 'list')}
      >
        {rows}
      </ul>
    )
  }

  return (
    <div className={joinClasses('searchable-list', className)}>
      <input
        ref={searchBox}
        className={joinClasses('searchable-list-search', searchClassName)}
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={term}
        onChange={(event) => changed(event.target.value)}
        onKeyDown={(event) => moveFocus(event, 'search')}
      />
      {body}
      {status !== undefined && (
        <div className="searchable-list-status" role="status">
          {status}
        </div>
      )}
    </div>
  )
}
