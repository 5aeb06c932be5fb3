import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isNearEnd, itemOffsets, useWindowedList, visibleItems } from './windowing'

describe('windowing arithmetic', () => {
  const rows = (count: number, size = 96) => itemOffsets(count, () => size)

  it('draws only the visible items and the overscan, however long the list', () => {
    const offsets = rows(1_250)
    expect(offsets[1_250]).toBe(1_250 * 96)
    // 400 px in view from the top, 288 px (3 rows) of overscan below.
    expect(visibleItems(offsets, 0, 400, 288)).toEqual({ first: 0, last: 7 })
  })

  it('follows the scroll position and never leaves the list', () => {
    expect(visibleItems(rows(1_250), 100 * 96, 400, 288).first).toBe(97)
    expect(visibleItems(rows(10), 10_000, 400, 288)).toEqual({ first: 9, last: 9 })
    expect(visibleItems(rows(0), 0, 400, 288)).toEqual({ first: 0, last: -1 })
  })

  it('places items of different sizes after one another', () => {
    const sizes = [20, 50, 30, 100]
    const offsets = itemOffsets(4, (index) => sizes[index] ?? 0)
    expect([...offsets]).toEqual([0, 20, 70, 100, 200])
    expect(visibleItems(offsets, 60, 30, 0)).toEqual({ first: 1, last: 2 })
    expect(visibleItems(offsets, 60, 45, 0)).toEqual({ first: 1, last: 3 })
  })

  it('says when the visible part reaches within a distance of the end', () => {
    const page = rows(10)
    expect(isNearEnd(page, 0, 400, 4 * 96)).toBe(false) // 6 rows still below
    expect(isNearEnd(page, 2 * 96, 400, 4 * 96)).toBe(true)
    expect(isNearEnd(rows(5), 0, 400, 4 * 96)).toBe(true)
  })
})

/** A list of `count` rows drawn with the hook, in a scrolling box of its own. */
function Rows({ count, drawWholeUpTo }: { count: number; drawWholeUpTo?: number }) {
  const { setList, ...list } = useWindowedList<HTMLUListElement>({
    count,
    estimateSize: 40,
    overscan: 80,
    fallbackHeight: 200,
    drawWholeUpTo,
    scrollsItself: true,
  })
  const items = []
  for (let index = list.first; index <= list.last; index += 1) {
    items.push(
      <li
        key={index}
        {...list.itemProps(index)}
        aria-setsize={count}
        aria-posinset={index + 1}
      >{`Row ${index + 1}`}</li>,
    )
  }
  return (
    <ul ref={setList} aria-label="Rows" style={list.spacing} data-total={list.totalSize}>
      {items}
    </ul>
  )
}

describe('useWindowedList', () => {
  it('draws a short list whole, with no space held for anything', () => {
    render(<Rows count={30} drawWholeUpTo={100} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(30)
    expect(screen.getByRole('list').style.paddingTop).toBe('')
  })

  it('draws the rows in view of a long one, holding the place of the others', () => {
    render(<Rows count={20_000} drawWholeUpTo={100} />)
    const items = screen.getAllByRole('listitem')
    // 200 px in view and 80 px below: 7 rows of 40 px, not 20,000.
    expect(items).toHaveLength(8)
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(items[0]?.getAttribute('aria-setsize')).toBe('20000')
    const list = screen.getByRole('list')
    expect(list.style.paddingTop).toBe('0px')
    expect(list.style.paddingBottom).toBe(`${(20_000 - 8) * 40}px`)
    expect(list.dataset.total).toBe(String(20_000 * 40))
  })

  it('moves the window as the list scrolls', () => {
    render(<Rows count={20_000} />)
    const list = screen.getByRole('list')

    act(() => {
      list.scrollTop = 10_000 * 40
      list.dispatchEvent(new Event('scroll'))
    })

    const items = screen.getAllByRole('listitem')
    expect(items[0]?.textContent).toBe('Row 9999')
    expect(items.at(-1)?.textContent).toBe('Row 10008')
    expect(list.style.paddingTop).toBe(`${9_998 * 40}px`)
  })
})
