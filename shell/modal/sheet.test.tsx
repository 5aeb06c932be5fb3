import { act, screen } from '@testing-library/react'
import { SHEET_BELOW_WIDTH_PX, TOUCH_TARGET_PX } from '../../core/constants'
import type { Modal } from '../../index'
import { createTestModal, openTestModal, renderModalApp, stubNetwork } from 'portico/testing'
import { STYLES } from './styles'

/** A viewport of a chosen width: `(max-width: …px)` queries answer by it, others never match. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth
  const lists: { query: string; listeners: Set<() => void> }[] = []
  const matches = (query: string) => {
    const max = /\(max-width:\s*([\d.]+)px\)/.exec(query)
    return max ? width <= Number(max[1]) : false
  }
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() }
    lists.push(entry)
    return {
      media: query,
      get matches() {
        return matches(query)
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        entry.listeners.delete(listener),
    }
  })
  return {
    resize(next: number) {
      width = next
      for (const entry of lists) for (const listener of entry.listeners) listener()
    },
  }
}

let modal: Modal

beforeEach(() => {
  stubNetwork()
  modal = createTestModal()
})

afterEach(async () => {
  await act(() => modal.destroy())
  vi.unstubAllGlobals()
})

const frame = () => screen.getByRole('dialog').parentElement

test('below 480 px the modal is a sheet with a drag handle that is decoration', async () => {
  fakeViewport(375)
  await renderModalApp(modal)
  openTestModal(modal)

  expect(frame()?.getAttribute('data-layout')).toBe('sheet')
  const handle = screen.getByRole('dialog').querySelector('.sheet-handle')
  expect(handle?.getAttribute('aria-hidden')).toBe('true')
})

test('at 480 px and wider it stays the centred card, without a handle', async () => {
  fakeViewport(SHEET_BELOW_WIDTH_PX)
  await renderModalApp(modal)
  openTestModal(modal)

  expect(frame()?.getAttribute('data-layout')).toBe('card')
  expect(screen.getByRole('dialog').querySelector('.sheet-handle')).toBeNull()
})

test('turning the phone follows the width while open', async () => {
  const viewport = fakeViewport(1280)
  await renderModalApp(modal)
  openTestModal(modal)
  expect(frame()?.getAttribute('data-layout')).toBe('card')

  act(() => viewport.resize(320))
  expect(frame()?.getAttribute('data-layout')).toBe('sheet')

  act(() => viewport.resize(800))
  expect(frame()?.getAttribute('data-layout')).toBe('card')
})

test('without matchMedia the modal is the card', async () => {
  vi.stubGlobal('matchMedia', undefined)
  await renderModalApp(modal)
  openTestModal(modal)
  expect(frame()?.getAttribute('data-layout')).toBe('card')
})

test("the sheet's styles: full width, safe area, touch targets, logical sides, less motion", () => {
  const sheetRules = STYLES.split('\n').filter((line) => line.includes("[data-layout='sheet']"))
  const sheet = STYLES.slice(STYLES.indexOf(".frame[data-layout='sheet']"))
  expect(sheetRules.length).toBeGreaterThan(3)
  expect(sheet).toContain('inline-size: 100%')
  expect(sheet).toContain('env(safe-area-inset-bottom')
  expect(sheet).toContain(`min-block-size: ${TOUCH_TARGET_PX}px`)
  expect(sheet).toContain('border-end-start-radius: 0')
  // Right to left: no physical side in the sheet's rules.
  const block = sheet.slice(0, sheet.indexOf('\n.header {'))
  expect(block).toContain('.sheet-handle')
  expect(block).not.toMatch(/\b(left|right)\b/)
  // The sheet slides in, and the reduced-motion rule stops every animation in the modal.
  expect(STYLES).toContain('@keyframes sheet-in')
  expect(STYLES).toMatch(
    /@media \(prefers-reduced-motion: reduce\) \{\s*\.root \*, [^{]+\{\s*animation: none !important;/,
  )
})
