import { act } from '@testing-library/react'
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createTestModal, renderModal, setupServiceServer } from 'portico/testing'
import { coreModal } from '../testing/coreModal'
import type { Modal } from './createModalCore'
import { PorticoError } from './errors'

setupServiceServer()

// The arguments a host's JavaScript may pass whatever the types say.
const hostile: unknown[] = [
  null,
  undefined,
  0,
  Number.NaN,
  '',
  'purple',
  'en_US',
  [],
  [['--portico-accent', 'red']],
  { toString: () => 'light' },
  Symbol('light'),
  () => 'dark',
  { '--portico-accent': null },
  { '--portico-accent': { nested: true } },
  { '--portico-font-size': Number.POSITIVE_INFINITY },
  {
    get '--portico-accent'() {
      throw new Error('a getter that throws')
    },
  },
]

/** The PorticoError `call` throws or rejects with, or a failure when it does neither. */
async function refusal(call: () => unknown): Promise<PorticoError> {
  let thrown: unknown
  try {
    await call()
  } catch (error) {
    thrown = error
  }
  if (thrown instanceof PorticoError) return thrown
  throw new Error(`expected a PorticoError, got ${String(thrown)}`)
}

/** What the setters and the router change: compared before and after a refused call. */
const observed = (modal: Modal) => {
  const { options, router, modal: open } = modal.getState()
  return { options, router, open }
}

describe('the setters parse their argument with the options schemas (issue 11, item 2)', () => {
  it("setThemeMode('purple'), setThemeVariables(null), setLanguage('en_US'): INVALID_OPTIONS, state unchanged", async () => {
    const modal = coreModal({ themeMode: 'dark', themeVariables: { accent: 'red' } })
    const before = observed(modal)

    const mode = await refusal(() => modal.setThemeMode('purple' as never))
    expect(mode.code).toBe('INVALID_OPTIONS')
    expect(mode.shortMessage).toBe(
      'Invalid argument: modal.setThemeMode(mode): must be "light" or "dark"',
    )
    const variables = await refusal(() => modal.setThemeVariables(null as never))
    expect(variables.code).toBe('INVALID_OPTIONS')
    expect(variables.message).toContain('modal.setThemeVariables(variables): must map CSS')
    const language = await refusal(() => modal.setLanguage('en_US'))
    expect(language.code).toBe('INVALID_OPTIONS')
    expect(language.shortMessage).toBe(
      'Invalid argument: modal.setLanguage(language): must be a BCP 47 language tag such as "fr" or "pt-BR"',
    )
    // setLanguage is async: a bad language rejects, it does not throw.
    expect(() => void modal.setLanguage('en_US').catch(() => undefined)).not.toThrow()

    expect(observed(modal)).toEqual(before)
  })

  it('a good value still applies, and the host keeps its own object unfrozen', async () => {
    const modal = coreModal()
    const variables = { '--portico-accent': 'red', 'portico-border-radius': 8 }
    modal.setThemeMode('dark')
    modal.setThemeVariables(variables)
    await modal.setLanguage('de')
    expect(modal.getState().options).toMatchObject({
      themeMode: 'dark',
      themeVariables: variables,
      language: 'de',
    })
    expect(Object.isFrozen(variables)).toBe(false)
    variables['--portico-accent'] = 'blue'
    expect(modal.getState().options.themeVariables['--portico-accent']).toBe('red')
  })

  it('each setter, given anything: applies it or throws PorticoError with the state unchanged (property)', async () => {
    const modal = coreModal()
    const setters = [
      (value: unknown) => modal.setThemeMode(value as never),
      (value: unknown) => modal.setThemeVariables(value as never),
      (value: unknown) => modal.setLanguage(value as never),
    ]
    const values = fc.oneof(
      fc.constantFrom(...hostile, 'light', 'dark', 'en', 'es', 'de', {}),
      fc.anything(),
      fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.double(), fc.anything())),
    )
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: setters.length - 1 }), values, async (which, value) => {
        const before = observed(modal)
        try {
          await setters[which]?.(value)
        } catch (error) {
          expect(error).toBeInstanceOf(PorticoError)
          expect((error as PorticoError).code).toBe('INVALID_OPTIONS')
          expect(observed(modal)).toEqual(before)
        }
        const { themeMode, themeVariables, language } = modal.getState().options
        expect(['light', 'dark']).toContain(themeMode)
        expect(Intl.getCanonicalLocales(language)).toHaveLength(1)
        for (const entry of Object.values(themeVariables)) {
          expect(typeof entry === 'string' || Number.isFinite(entry)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('the mounted modal survives bad setters and still applies good ones', async () => {
    const modal = createTestModal()
    const { getByRole, root } = await renderModal(modal)
    for (const value of hostile) {
      expect(() => modal.setThemeVariables(value as never)).toThrow(PorticoError)
      expect(() => modal.setThemeMode(value as never)).toThrow(PorticoError)
    }
    expect(getByRole('dialog')).toBeDefined()
    await act(() => modal.setThemeMode('dark'))
    await expect
      .poll(() => root.querySelector('[data-portico-root]')?.getAttribute('data-theme'))
      .toBe('dark')
  })
})

describe('open, the router and the plugin methods check their arguments', () => {
  it('router.push/replace/reset with a view that is no name: INVALID_ARGUMENT, stack unchanged', async () => {
    const modal = coreModal()
    const before = observed(modal)
    for (const view of [42, null, undefined, '', {}, ['Account'], Symbol('Account')]) {
      for (const method of ['push', 'replace', 'reset'] as const) {
        const error = await refusal(() => (modal.router[method] as (view: unknown) => void)(view))
        expect(error.code).toBe('INVALID_ARGUMENT')
        expect(error.shortMessage).toMatch(
          new RegExp(`^Invalid argument: router\\.${method}\\(view\\): `),
        )
      }
    }
    expect(observed(modal)).toEqual(before)
  })

  it('open() with malformed options rejects INVALID_ARGUMENT and opens nothing', async () => {
    const modal = coreModal()
    for (const options of ['Account', 42, false, { view: 42 }, { view: '' }, { data: {} }]) {
      const opening = modal.open(options as never)
      expect(opening).toBeInstanceOf(Promise)
      const error = await refusal(() => opening)
      expect(error.code).toBe('INVALID_ARGUMENT')
      expect(error.message).toContain('modal.open(options)')
    }
    expect(modal.getState().modal.open).toBe(false)
    // No options, as undefined or null: the opening rules choose.
    await modal.open(null as never)
    expect(modal.getState().router.history).toEqual([{ view: 'Connect' }])
    await modal.open({ view: 'Networks' })
    expect(modal.getState().router.history).toEqual([{ view: 'Networks' }])
  })

  it('loadPlugin and unloadPlugin with an id that is no string reject INVALID_ARGUMENT', async () => {
    const modal = coreModal()
    for (const id of [Symbol('pay'), 42, null, { id: 'pay' }]) {
      expect((await refusal(() => modal.loadPlugin(id as never))).code).toBe('INVALID_ARGUMENT')
      expect((await refusal(() => modal.unloadPlugin(id as never))).code).toBe('INVALID_ARGUMENT')
    }
  })

  it('router methods and open, given anything: a clean result or a PorticoError (property)', async () => {
    const modal = coreModal()
    const anyView = fc.oneof(fc.anything(), fc.string())
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('push', 'replace', 'reset', 'open'),
        anyView,
        fc.anything(),
        async (method, view, data) => {
          try {
            if (method === 'open') await modal.open(view as never)
            else modal.router[method](view as never, data as never)
          } catch (error) {
            expect(error).toBeInstanceOf(PorticoError)
          }
          for (const entry of modal.getState().router.history) {
            expect(typeof entry.view).toBe('string')
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
