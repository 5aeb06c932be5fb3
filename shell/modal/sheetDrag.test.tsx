import { act, fireEvent, screen } from '@testing-library/react'
import { SHEET_DRAG_CLOSE_PX, SHEET_SPRING_BACK_MS } from '../../core/constants'
import { closeBlockedSet } from '../../core/modal/slice'
import type { Modal } from '../../index'
import { createTestModal, openTestModal, renderModalApp, stubNetwork } from 'portico/testing'
import { STYLES } from './styles'

// A phone's width: `(max-width: …px)` queries match, every other query (reduced motion) not;
// `turn()` makes it wide (a rotation to a tablet's landscape), telling the listeners.
const widthListeners = new Set<() => void>()
let phone = true
function phoneViewport() {
  phone = true
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return phone && /\(max-width:\s*([\d.]+)px\)/.test(query)
    },
    addEventListener: (_type: string, listener: () => void) => widthListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => widthListeners.delete(listener),
  }))
}
function turn() {
  phone = false
  for (const listener of widthListeners) listener()
}

let modal: Modal

beforeEach(async () => {
  stubNetwork()
  phoneViewport()
  modal = createTestModal()
  await renderModalApp(modal)
  openTestModal(modal)
})

afterEach(async () => {
  await act(() => modal.destroy())
  vi.unstubAllGlobals()
})

const panel = () => screen.getByRole('dialog')
function handle(): HTMLElement {
  const found = panel().querySelector<HTMLElement>('.sheet-handle')
  if (!found) throw new Error('the sheet has no handle')
  return found
}

/** A primary pointer takes the handle at y = 100 and moves to `to`; returns the release. */
function dragTo(to: number, pointerId = 1) {
  fireEvent.pointerDown(handle(), { pointerId, isPrimary: true, button: 0, clientY: 100 })
  fireEvent.pointerMove(handle(), { pointerId, clientY: to })
  return () => act(() => void fireEvent.pointerUp(handle(), { pointerId, clientY: to }))
}

test('the panel follows the handle down, never up', () => {
  dragTo(130)
  expect(panel().style.transform).toBe('translateY(30px)')
  expect(panel().getAttribute('data-drag')).toBe('dragging')
  fireEvent.pointerMove(handle(), { pointerId: 1, clientY: 40 })
  expect(panel().style.transform).toBe('')
})

test('dragged past the threshold and let go, the modal closes', () => {
  const release = dragTo(100 + SHEET_DRAG_CLOSE_PX)
  expect(panel().style.transform).toBe(`translateY(${SHEET_DRAG_CLOSE_PX}px)`)
  release()
  expect(modal.getState().modal.open).toBe(false)
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('a short drag springs back, the modal stays open', () => {
  const release = dragTo(100 + SHEET_DRAG_CLOSE_PX - 1)
  release()
  expect(modal.getState().modal.open).toBe(true)
  expect(panel().style.transform).toBe('')
  expect(panel().getAttribute('data-drag')).toBe('release')
})

test('while closing is blocked, a long drag shakes the sheet and it springs back', () => {
  act(() => void modal.store.dispatch(closeBlockedSet(true)))
  const release = dragTo(100 + SHEET_DRAG_CLOSE_PX * 2)
  release()
  expect(modal.getState().modal.open).toBe(true)
  expect(modal.getState().modal.shakeCount).toBe(1)
  expect(panel().hasAttribute('data-shake')).toBe(true)
  expect(panel().style.transform).toBe('')
})

test('a cancelled gesture springs back; other pointers and buttons are not the drag', () => {
  dragTo(100 + SHEET_DRAG_CLOSE_PX * 2)
  // A second finger's moves and lift are not the drag's.
  fireEvent.pointerMove(handle(), { pointerId: 2, clientY: 500 })
  expect(panel().style.transform).toBe(`translateY(${SHEET_DRAG_CLOSE_PX * 2}px)`)
  act(() => void fireEvent.pointerUp(handle(), { pointerId: 2, clientY: 500 }))
  expect(modal.getState().modal.open).toBe(true)
  // The browser took the gesture (a scroll, a system swipe): back into place, still open.
  act(() => void fireEvent.pointerCancel(handle(), { pointerId: 1 }))
  expect(panel().style.transform).toBe('')
  expect(modal.getState().modal.open).toBe(true)
  // A right click or a second (non-primary) finger does not start one.
  fireEvent.pointerDown(handle(), { pointerId: 3, isPrimary: true, button: 2, clientY: 100 })
  fireEvent.pointerDown(handle(), { pointerId: 4, isPrimary: false, button: 0, clientY: 100 })
  fireEvent.pointerMove(handle(), { pointerId: 3, clientY: 400 })
  fireEvent.pointerMove(handle(), { pointerId: 4, clientY: 400 })
  expect(panel().style.transform).toBe('')
})

test('the handle is decoration for assistive technology; Close stays the accessible way', () => {
  expect(handle().getAttribute('aria-hidden')).toBe('true')
  expect(handle().hasAttribute('tabindex')).toBe(false)
  expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
})

test("the drag's styles: touch-action none, a spring back that reduced motion turns off", () => {
  expect(STYLES).toMatch(/\.sheet-handle \{[^}]*touch-action: none;/)
  expect(STYLES).toContain(
    `.panel[data-drag='release'] { transition: transform ${SHEET_SPRING_BACK_MS}ms ease-out; }`,
  )
  expect(STYLES).toMatch(
    /@media \(prefers-reduced-motion: reduce\) \{\s*\.root \*, [^{]+\{[^}]*transition: none !important;/,
  )
})

test('turned into the card mid-drag, the panel is put back in place', () => {
  dragTo(150)
  expect(panel().style.transform).toBe('translateY(50px)')
  act(() => turn())
  expect(panel().style.transform).toBe('')
  expect(panel().hasAttribute('data-drag')).toBe(false)
  expect(panel().querySelector('.sheet-handle')).toBeNull()
})
