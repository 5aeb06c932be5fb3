// Fuzz: what the kit reads back from localStorage (core/connection/storage.ts, stored.ts,
// recents.ts and core/wallets/recents.ts). Another script of the page, an older version of the
// kit or the visitor can leave anything under our keys: a read gives a clean value (a corrupt
// one is dropped), never an exception; and a page that loads with it still gets its modal.
import * as fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubNetwork } from 'portico/testing'
import { CHAIN_NAMESPACES } from '../../core/chains/network'
import {
  RECENT_WALLETS_STORAGE_KEY,
  readRecentWallets,
  rememberRecentWallet,
} from '../../core/connection/recents'
import {
  CONNECTIONS_STORAGE_KEY,
  readConnections,
  writeConnection,
} from '../../core/connection/storage'
import { hasStoredConnections } from '../../core/connection/stored'
import { remoteConfigResponseSchema } from '../../core/api/schemas/walletServices'
import { REMOTE_CACHE_VERSION, cacheKey, readCachedAnswer } from '../../core/remote/cache'
import { parseRecentWallets, recentWalletsSchema } from '../../core/wallets/recents'
import { walletListItemSchema } from '../../core/wallets/schemas'
import {
  PROTOTYPE_KEYS,
  jsonValue,
  nearValid,
  nearJsonValue,
  mutatedFrom,
  trickyString,
} from './arbitraries'
import { bareModal } from './bareModal'
import { neverThrows, outcomeOf, quietConsole, settledOutcomeOf } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'
import { walletListItem } from './shapes'

quietConsole()
beforeEach(() => {
  stubNetwork()
  localStorage.clear()
})

const storedConnection = fc.record({
  namespace: fc.oneof(fc.constantFrom(...CHAIN_NAMESPACES), trickyString),
  connectorId: fc.oneof(
    fc.constantFrom('injected', 'walletConnect', 'io.metamask', ...PROTOTYPE_KEYS),
    trickyString,
  ),
  status: fc.oneof(fc.constantFrom('connected', 'disconnected'), trickyString),
})
const storedConnections = fc.record(
  {
    active: fc.oneof(fc.constantFrom(...CHAIN_NAMESPACES), trickyString),
    connections: fc.array(storedConnection, { maxLength: 4 }),
  },
  { requiredKeys: ['connections'] },
)

/** A stored value as it could be found: JSON near the right shape, any JSON, or not JSON. */
const storedText = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 2, arbitrary: valid.map((value) => JSON.stringify(value)) },
    {
      weight: 5,
      arbitrary: mutatedFrom(valid, nearJsonValue).map((value) => JSON.stringify(value)),
    },
    { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: trickyString },
  )

describe('fuzz: stored connections', () => {
  it(
    'reading gives the stored connections or none, never throws, and drops a corrupt value',
    () => {
      fc.assert(
        fc.property(storedText(storedConnections), (stored) => {
          localStorage.setItem(CONNECTIONS_STORAGE_KEY, stored)
          expect(neverThrows(() => hasStoredConnections())).toBe(stored !== '')
          const read = neverThrows(() => readConnections())
          for (const connection of read.connections) {
            expect(CHAIN_NAMESPACES).toContain(connection.namespace)
            expect(['connected', 'disconnected']).toContain(connection.status)
            expect(connection.connectorId.length).toBeGreaterThan(0)
          }
          if (read.active !== undefined) expect(CHAIN_NAMESPACES).toContain(read.active)
          const left = localStorage.getItem(CONNECTIONS_STORAGE_KEY)
          // Kept as it was, or removed: never rewritten into something else by a read.
          expect(left === null || left === stored).toBe(true)
          // Writing over whatever was there gives back a value the next read accepts.
          neverThrows(() =>
            writeConnection({ namespace: 'eip155', connectorId: 'injected', status: 'connected' }),
          )
          expect(readConnections().connections).toContainEqual({
            namespace: 'eip155',
            connectorId: 'injected',
            status: 'connected',
          })
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'a page that loads with anything stored still gets its modal, and it opens',
    async () => {
      await fc.assert(
        fc.asyncProperty(storedText(storedConnections), async (stored) => {
          localStorage.setItem(CONNECTIONS_STORAGE_KEY, stored)
          // The modal without its UI, which this boundary does not reach.
          const created = outcomeOf(() => bareModal())
          expect(created.ok).toBe(true)
          if (!created.ok) return
          const modal = created.value
          try {
            expect((await settledOutcomeOf(() => modal.open())).ok).toBe(true)
            expect(modal.getState().modal.open).toBe(true)
          } finally {
            await modal.destroy()
          }
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(100),
  )
})

describe('fuzz: recent wallets', () => {
  const recents = fc.array(walletListItem, { maxLength: 3 })

  it(
    'parsing gives at most 2 valid wallets, each once, and never throws',
    () => {
      fc.assert(
        fc.property(fc.oneof(storedText(recents), fc.constantFrom(null, undefined)), (stored) => {
          const parsed = neverThrows(() => parseRecentWallets(stored))
          expect(parsed.length).toBeLessThanOrEqual(2)
          expect(new Set(parsed.map((wallet) => wallet.id)).size).toBe(parsed.length)
          expect(recentWalletsSchema.safeParse(parsed).success).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'reading from storage drops a corrupt value, and remembering over it starts afresh',
    () => {
      fc.assert(
        fc.property(storedText(recents), nearValid(walletListItem), (stored, next) => {
          localStorage.setItem(RECENT_WALLETS_STORAGE_KEY, stored)
          const read = neverThrows(() => readRecentWallets())
          // An empty string is nothing stored; any other value that gave no wallet is removed.
          if (read.length === 0 && stored !== '') {
            expect(localStorage.getItem(RECENT_WALLETS_STORAGE_KEY)).toBeNull()
          }
          const wallet = walletListItemSchema.safeParse(next)
          if (!wallet.success) return
          const remembered = neverThrows(() => rememberRecentWallet(wallet.data))
          expect(remembered[0]).toEqual(wallet.data)
          expect(readRecentWallets()).toEqual(remembered)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})

describe('fuzz: the remote configuration cache', () => {
  const SCOPE = { projectId: 'p1', endpoint: 'http://127.0.0.1:4010' }
  const NOW = 1_700_000_000_000
  /** An entry as the cache writes it, around a remote config answer. */
  const entry = fc.record({
    version: fc.oneof(fc.constant(REMOTE_CACHE_VERSION), fc.integer()),
    endpoint: fc.oneof(fc.constant(SCOPE.endpoint), trickyString),
    storedAt: fc.oneof(fc.integer({ min: NOW - 3_600_000, max: NOW + 60_000 }), fc.integer()),
    answer: fc.record({
      features: fc.array(
        fc.record({ id: trickyString, isEnabled: fc.boolean(), config: jsonValue }),
        { maxLength: 3 },
      ),
    }),
  })

  it(
    'a kept answer is one its schema accepts, or none (and the entry is dropped), never a throw',
    () => {
      fc.assert(
        fc.property(storedText(entry), (stored) => {
          const key = cacheKey('config', SCOPE.projectId)
          localStorage.setItem(key, stored)
          const answer = neverThrows(() =>
            readCachedAnswer('config', SCOPE, remoteConfigResponseSchema, NOW),
          )
          if (answer === undefined) expect(localStorage.getItem(key)).toBeNull()
          else expect(remoteConfigResponseSchema.safeParse(answer).success).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})
