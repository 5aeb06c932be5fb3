// Fuzz: the public methods of the modal handle (core/createModalCore.ts): open, setThemeMode,
// setThemeVariables, setLanguage, router.push and loadPlugin, on a modal whose UI is mounted.
// Whatever a host passes, the method returns (or resolves) or fails with a PorticoError, the
// options in the store stay valid, and the modal keeps rendering: it is open on a view, and
// opens again after a close.
import { act } from '@testing-library/react'
import * as fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PorticoModal } from 'portico'
import { createTestModal, renderModal, stubNetwork } from 'portico/testing'
import { PROTOTYPE_KEYS, anything, nearValue, trickyString } from './arbitraries'
import { outcomeOf, quietConsole, settledOutcomeOf, type Outcome } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'
import { themeVariables } from './shapes'

quietConsole()
beforeEach(stubNetwork)

/** The view ids of the kit and its built-in plugins, and ids that are not views at all. */
const KNOWN_VIEWS = [
  'Connect',
  'AllWallets',
  'Account',
  'Networks',
  'WhatIsAWallet',
  'UnsupportedChain',
  'Pay',
  'PayLoading',
  'Send',
  'Receive',
  'Activity',
]
const viewId = fc.oneof(fc.constantFrom(...KNOWN_VIEWS, ...PROTOTYPE_KEYS), trickyString)

/** A modal with its UI mounted and open, and the check every case ends with. */
async function mountedModal() {
  const modal = createTestModal()
  const { root } = await renderModal(modal)
  /**
   * The modal is alive: the options in the store are valid, and after this case it is (or
   * can be made) open, with its dialog rendered.
   */
  async function expectAlive() {
    const { options } = modal.getState()
    expect(['light', 'dark']).toContain(options.themeMode)
    expect(Intl.getCanonicalLocales(options.language)).toHaveLength(1)
    expect(typeof options.themeVariables).toBe('object')
    expect(options.themeVariables).not.toBeNull()
    for (const value of Object.values(options.themeVariables)) {
      expect(['string', 'number']).toContain(typeof value)
    }
    if (!modal.getState().modal.open) {
      const reopened = await act(() => settledOutcomeOf(() => modal.open()))
      expect(reopened.ok).toBe(true)
    }
    expect(root.querySelector('[role="dialog"]')).not.toBeNull()
  }
  return { modal, expectAlive }
}

/** Runs a synchronous method inside act (React renders what it changed). */
async function callSync(call: () => unknown): Promise<Outcome<unknown>> {
  let outcome: Outcome<unknown> | undefined
  await act(async () => {
    outcome = outcomeOf(call)
  })
  return outcome as Outcome<unknown>
}

/** Runs an asynchronous method inside act, with the bound on how long it may stay pending. */
async function callAsync(call: () => Promise<unknown>): Promise<Outcome<unknown>> {
  return act(() => settledOutcomeOf(call))
}

const asModal = (modal: PorticoModal) =>
  modal as unknown as Record<string, (...args: unknown[]) => unknown>

describe('fuzz: modal handle methods', () => {
  it(
    'open(options): resolves or rejects with a PorticoError; the modal stays alive',
    async () => {
      const { modal, expectAlive } = await mountedModal()
      const openOptions = fc.oneof(
        anything,
        fc.record({ view: viewId, data: nearValue }, { requiredKeys: ['view'] }),
      )
      await fc.assert(
        fc.asyncProperty(openOptions, async (options) => {
          await callAsync(() => asModal(modal).open?.(options) as Promise<unknown>)
          await expectAlive()
        }),
        // Issue 11's counterexample first, on every run: a view id naming a prototype member.
        fuzzParameters<[unknown]>({ examples: [[{ view: 'toString' }], [{ view: '__proto__' }]] }),
      )
    },
    fuzzTimeout(100),
  )

  it(
    'setThemeMode(mode): applies light or dark, refuses anything else with a PorticoError',
    async () => {
      const { modal, expectAlive } = await mountedModal()
      const mode = fc.oneof(fc.constantFrom('light', 'dark', 'purple', 'LIGHT'), anything)
      await fc.assert(
        fc.asyncProperty(mode, async (value) => {
          await callSync(() => asModal(modal).setThemeMode?.(value))
          await expectAlive()
        }),
        fuzzParameters<[unknown]>({ examples: [['purple']] }),
      )
    },
    fuzzTimeout(100),
  )

  it(
    'setThemeVariables(variables): applies a CSS variable table, refuses anything else',
    async () => {
      const { modal, expectAlive } = await mountedModal()
      await fc.assert(
        fc.asyncProperty(fc.oneof(themeVariables, anything), async (value) => {
          await callSync(() => asModal(modal).setThemeVariables?.(value))
          await expectAlive()
        }),
        fuzzParameters<[unknown]>({ examples: [[null]] }),
      )
    },
    fuzzTimeout(100),
  )

  it(
    'setLanguage(language): switches to any language tag, refuses anything else',
    async () => {
      const { modal, expectAlive } = await mountedModal()
      const language = fc.oneof(
        fc.constantFrom('en', 'es', 'de', 'fr', 'EN', 'en-US', 'en_US', 'pt-BR'),
        anything,
      )
      await fc.assert(
        fc.asyncProperty(language, async (value) => {
          await callAsync(() => asModal(modal).setLanguage?.(value) as Promise<unknown>)
          await expectAlive()
        }),
        fuzzParameters<[unknown]>({ examples: [['fr']] }),
      )
    },
    fuzzTimeout(100),
  )

  it(
    'router.push(view, data): shows the view or "not available", never a dead modal',
    async () => {
      const { modal, expectAlive } = await mountedModal()
      await fc.assert(
        fc.asyncProperty(fc.oneof(viewId, anything), nearValue, async (view, data) => {
          const push = modal.router.push as (view: unknown, data?: unknown) => void
          await callSync(() => push(view, data))
          await expectAlive()
        }),
        fuzzParameters<[unknown, unknown]>({
          examples: [
            ['constructor', undefined],
            ['__proto__', undefined],
            ['hasOwnProperty', {}],
          ],
        }),
      )
    },
    fuzzTimeout(100),
  )

  it(
    'loadPlugin(id): an outcome for a known plugin, a PorticoError for anything else',
    async () => {
      const { modal, expectAlive } = await mountedModal()
      const pluginId = fc.oneof(
        fc.constantFrom('pay', 'send', 'receive', 'activity', 'nope', ...PROTOTYPE_KEYS),
        anything,
      )
      await fc.assert(
        fc.asyncProperty(pluginId, async (id) => {
          await callAsync(() => asModal(modal).loadPlugin?.(id) as Promise<unknown>)
          await expectAlive()
        }),
        fuzzParameters<[unknown]>({ examples: [['nope'], ['constructor']] }),
      )
    },
    fuzzTimeout(100),
  )
})
