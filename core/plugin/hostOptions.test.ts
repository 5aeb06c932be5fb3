import { describe, expect, it } from 'vitest'
import { defineManifest } from './manifest'
import { hostOptionOf, keepHostOptions } from './hostOptions'
import type { PluginEntry } from './types'

const extensions = () => {
  const kept = new Map<string, unknown>()
  return {
    extension<T>(key: string, create: () => T): T {
      if (!kept.has(key)) kept.set(key, create())
      return kept.get(key) as T
    },
  }
}

// Entries the tests never load: only their manifests are read.
const notLoaded = () => Promise.reject(new Error('not loaded in this suite'))
const sources: PluginEntry[] = [
  {
    manifest: defineManifest({ id: 'tips', hostOptions: ['tips', 'legacyTips'] }),
    load: notLoaded,
  },
  { manifest: defineManifest({ id: 'plain' }), load: notLoaded },
]

describe("plugins' host options", () => {
  it("keeps the host's own value of each declared option and starts the plugins whose options are set", () => {
    class Tips {
      minimum = 2
    }
    const tips = new Tips()
    const runtime = extensions()
    expect(keepHostOptions(runtime, { networks: [], tips }, sources)).toEqual(['tips'])
    // The same object, not a parsed copy.
    expect(hostOptionOf(runtime, 'tips')).toBe(tips)
    expect(hostOptionOf(runtime, 'legacyTips')).toBeUndefined()
  })

  it('starts nothing and keeps nothing when the host set none of them', () => {
    const runtime = extensions()
    expect(keepHostOptions(runtime, { networks: [] }, sources)).toEqual([])
    expect(hostOptionOf(runtime, 'tips')).toBeUndefined()
  })

  it('reads an option a getter gives once, at createModal', () => {
    let reads = 0
    const input = {
      get tips() {
        reads += 1
        return { minimum: 1 }
      },
    }
    const runtime = extensions()
    keepHostOptions(runtime, input, sources)
    hostOptionOf(runtime, 'tips')
    hostOptionOf(runtime, 'tips')
    expect(reads).toBe(1)
  })
})
