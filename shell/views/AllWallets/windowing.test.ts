import { describe, expect, it } from 'vitest'
import { COLUMNS, OVERSCAN_ROWS, ROW_HEIGHT, nearEnd, rowWindow } from './windowing'

describe('windowing', () => {
  it('draws only the visible rows and the overscan, however long the list', () => {
    const window = rowWindow(5_000, 0, 400)
    expect(window.totalRows).toBe(Math.ceil(5_000 / COLUMNS))
    expect(window.first).toBe(0)
    expect(window.last).toBe(Math.ceil(400 / ROW_HEIGHT) + OVERSCAN_ROWS)
  })

  it('follows the scroll position and never leaves the list', () => {
    const middle = rowWindow(5_000, 100 * ROW_HEIGHT, 400)
    expect(middle.first).toBe(100 - OVERSCAN_ROWS)
    const end = rowWindow(10, 10_000, 400)
    expect(end.last).toBe(end.totalRows - 1)
    expect(rowWindow(0, 0, 400)).toEqual({ first: 0, last: -1, totalRows: 0 })
  })

  it('asks for the next page a few rows before the end', () => {
    const short = rowWindow(20, 0, 400)
    expect(nearEnd(short, 0, 400)).toBe(true) // 5 rows, 4 in view: the end is in reach
    const page = rowWindow(40, 0, 400)
    expect(nearEnd(page, 0, 400)).toBe(false) // 10 rows: 6 still below
    expect(nearEnd(page, 2 * ROW_HEIGHT, 400)).toBe(true)
    const long = rowWindow(400, 0, 400)
    expect(nearEnd(long, 0, 400)).toBe(false)
    expect(nearEnd(long, 94 * ROW_HEIGHT, 400)).toBe(true)
  })
})
