/** Wallet tiles per row and the height of a row, in px: fixed, so windowing is arithmetic. */
export const COLUMNS = 4
export const ROW_HEIGHT = 96
/** Rows drawn above and below the visible ones, so fast scrolling shows no gaps. */
export const OVERSCAN_ROWS = 3
/** How close to the end (in rows) the next page is asked for. */
export const PREFETCH_ROWS = 4

export interface RowWindow {
  first: number
  last: number
  totalRows: number
}

/**
 * The rows to draw for a scroll position: only those in view plus the overscan, so a list
 * of thousands of wallets draws a few dozen tiles at a time.
 */
export function rowWindow(itemCount: number, scrollTop: number, viewportHeight: number): RowWindow {
  const totalRows = Math.ceil(itemCount / COLUMNS)
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN_ROWS)
  const last = Math.min(
    totalRows - 1,
    Math.ceil((scrollTop + viewportHeight) / ROW_HEIGHT) + OVERSCAN_ROWS,
  )
  return { first, last, totalRows }
}

/** Whether the visible part reaches close enough to the end to ask for the next page. */
export function nearEnd(window: RowWindow, scrollTop: number, viewportHeight: number): boolean {
  const lastVisibleRow = Math.floor((scrollTop + viewportHeight) / ROW_HEIGHT)
  return window.totalRows - lastVisibleRow <= PREFETCH_ROWS
}
