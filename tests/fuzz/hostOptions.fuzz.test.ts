// Fuzz: the host options (`createModal`, core/options). Whatever a host passes, it gets a
// modal whose options are valid, or a PorticoError naming the mistake: never another
// exception, and never a modal that cannot work.
import * as fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { createModal } from 'portico'
import { stubNetwork } from 'portico/testing'
import { anything, nearValid } from './arbitraries'
import { outcomeOf, quietConsole } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'
import { hostOptions } from './shapes'

quietConsole()
beforeEach(stubNetwork)

/** createModal on `input`: a modal (checked, then destroyed) or a PorticoError. */
async function createsCleanly(input: unknown) {
  const created = outcomeOf(() => createModal(input as Parameters<typeof createModal>[0]))
  if (!created.ok) return
  const modal = created.value
  try {
    const { options } = modal.getState()
    expect(options.networks.length).toBeGreaterThan(0)
    expect(['light', 'dark']).toContain(options.themeMode)
    expect(Intl.getCanonicalLocales(options.language)).toHaveLength(1)
  } finally {
    await modal.destroy()
  }
}

describe('fuzz: host options', () => {
  it(
    'anything at all: a modal or a PorticoError',
    async () => {
      await fc.assert(fc.asyncProperty(anything, createsCleanly), fuzzParameters())
    },
    fuzzTimeout(),
  )

  it(
    'valid options with one field changed: a modal or a PorticoError',
    async () => {
      await fc.assert(fc.asyncProperty(nearValid(hostOptions), createsCleanly), fuzzParameters())
    },
    fuzzTimeout(),
  )
})
