/**
 * The wallet grid's geometry, for the kit's SearchableList: windowed (shell/ui/windowing.ts)
 * over rows of COLUMNS tiles, each row ROW_HEIGHT px: fixed, so nothing is measured.
 */
export const COLUMNS = 4
export const ROW_HEIGHT = 96
/** Rows drawn above and below the visible ones, so fast scrolling shows no gaps. */
export const OVERSCAN_ROWS = 3
/** How close to the end (in rows) the next page is asked for. */
export const PREFETCH_ROWS = 4
/** The viewport's height in px (the list sets it): windowing needs it before layout. */
export const VIEWPORT_HEIGHT = 400
