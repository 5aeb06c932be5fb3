import { act } from '@testing-library/react'
import type { Modal } from '../../index'
import { createTestModal, openTestModal, renderModalApp, stubNetwork } from 'portico/testing'
import { normalizeThemeVariables, PALETTES, themeProperties } from './theme'

describe('normalizeThemeVariables', () => {
  test('accepts names with and without the leading --', () => {
    expect(
      normalizeThemeVariables({ 'portico-accent': '#ff0066', '--portico-font-family': 'Inter' }),
    ).toEqual({ '--portico-accent': '#ff0066', '--portico-font-family': 'Inter' })
  })

  test('numbers are pixels for radius and size keys, and unitless otherwise', () => {
    expect(
      normalizeThemeVariables({
        '--portico-border-radius': 8,
        'portico-font-size': 15,
        '--portico-z-index': 2000,
      }),
    ).toEqual({
      '--portico-border-radius': '8px',
      '--portico-font-size': '15px',
      '--portico-z-index': '2000',
    })
  })

  test('drops names that are no custom property', () => {
    expect(normalizeThemeVariables({ 'color; background': 'red', '--ok': '1' })).toEqual({
      '--ok': '1',
    })
  })
})

test('the host variables win over the palette of the mode', () => {
  const properties = themeProperties('dark', { '--portico-background': '#000000' })
  expect(properties['--portico-background']).toBe('#000000')
  expect(properties['--portico-foreground']).toBe(PALETTES.dark['--portico-foreground'])
})

describe('the modal root', () => {
  let modal: Modal

  beforeEach(() => stubNetwork())

  afterEach(async () => {
    await act(() => modal.destroy())
  })

  const rootOf = (container: HTMLElement): HTMLElement => {
    const root = container.querySelector<HTMLElement>('[data-portico-root]')
    if (!root) throw new Error('the modal root is missing')
    return root
  }

  test('switches the custom properties with the theme mode at run time', async () => {
    modal = createTestModal()
    const { container } = await renderModalApp(modal)
    openTestModal(modal)
    const root = rootOf(container)
    expect(root.style.getPropertyValue('--portico-background')).toBe(
      PALETTES.light['--portico-background'],
    )

    act(() => modal.setThemeMode('dark'))

    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--portico-background')).toBe(
      PALETTES.dark['--portico-background'],
    )
    expect(root.style.getPropertyValue('--portico-foreground')).toBe(
      PALETTES.dark['--portico-foreground'],
    )
  })

  test('applies the host theme variables, from the options and at run time', async () => {
    modal = createTestModal({ themeMode: 'dark', themeVariables: { 'portico-accent': '#ff0066' } })
    const { container } = await renderModalApp(modal)
    const root = rootOf(container)
    expect(root.style.getPropertyValue('--portico-accent')).toBe('#ff0066')
    expect(root.style.getPropertyValue('--portico-background')).toBe(
      PALETTES.dark['--portico-background'],
    )

    act(() => modal.setThemeVariables({ '--portico-border-radius': 4, '--portico-z-index': 50 }))

    expect(root.style.getPropertyValue('--portico-border-radius')).toBe('4px')
    expect(root.style.getPropertyValue('--portico-z-index')).toBe('50')
    // Variables replace the previous set: the accent is back to the default.
    expect(root.style.getPropertyValue('--portico-accent')).not.toBe('#ff0066')
  })
})
