// Fuzz: EIP-6963 announcements (core/connectors/eip6963.ts, discover.ts). Any script of the
// page can announce anything: a malformed announcement is ignored (never an uncaught error),
// a well-formed one is listed with its provider, and nothing announced later takes over an id
// that is already listed (SPEC: the first announcement per rdns; the kit's and the host's own
// connectors keep theirs).
import * as fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stubNetwork } from 'portico/testing'
import { discoverConnectors } from '../../core/connectors/discover'
import { PROVIDER_KIND } from '../../core/connectors/types'
import { liveRegistryOf } from '../../core/plugin/liveRegistry'
import { PROTOTYPE_KEYS, anything, hostileObject, nearValid, trickyString } from './arbitraries'
import { bareModal } from './bareModal'
import { describeThrown, quietConsole } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'

quietConsole()
beforeEach(stubNetwork)

/** Errors the page would see as uncaught while announcements are dispatched. */
const uncaught: unknown[] = []
const onError = (event: Event) => uncaught.push((event as ErrorEvent).error ?? event)
beforeEach(() => {
  uncaught.length = 0
  window.addEventListener('error', onError)
})
afterEach(() => window.removeEventListener('error', onError))

const HOST_CONNECTOR_ID = 'host.wallet'
const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

/** A fresh provider per announcement, so the test can tell whose provider is listed. */
const provider = fc.constant(null).map(() => ({ request: () => Promise.resolve(null) }))
/** A provider whose `request` getter throws (issue 11), or that has no usable `request`. */
const badProvider = fc.oneof(
  hostileObject(['request']),
  fc.constant({ request: 'not a function' }),
  anything,
)
const rdns = fc.oneof(
  fc.constantFrom(
    'io.metamask',
    'com.example.wallet',
    'dev.localstack.demowallet',
    'injected',
    'walletConnect',
    HOST_CONNECTOR_ID,
    ...PROTOTYPE_KEYS,
  ),
  trickyString,
)
const announcement = fc.record({
  info: fc.record({
    uuid: fc.uuid(),
    name: fc.oneof(fc.constantFrom('MetaMask', 'Demo Wallet'), trickyString),
    icon: fc.oneof(fc.constant(ICON), trickyString),
    rdns,
  }),
  provider: fc.oneof({ weight: 4, arbitrary: provider }, { weight: 1, arbitrary: badProvider }),
})
/** The detail of an announcement event: near a valid one, anything, or hostile throughout. */
const detail = fc.oneof(
  { weight: 6, arbitrary: nearValid(announcement) },
  { weight: 2, arbitrary: anything },
  { weight: 1, arbitrary: hostileObject(['info', 'provider']) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(announcement, hostileObject(['rdns', 'name', 'uuid', 'icon']))
      .map(([valid, info]) => ({ ...valid, info })),
  },
)

describe('fuzz: EIP-6963 announcements', () => {
  it(
    'any sequence: no uncaught error, ids listed once, and no listed id taken over',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(detail, { minLength: 1, maxLength: 5 }), async (details) => {
          const modal = bareModal({
            connectors: [
              {
                id: HOST_CONNECTOR_ID,
                name: 'Host Wallet',
                provider: { request: () => Promise.resolve(null) },
              },
            ],
          })
          try {
            discoverConnectors(modal.runtime)
            const live = liveRegistryOf(modal.runtime)
            const listed = () => modal.getState().connectors?.list ?? []
            // What each listed id stood for before the next announcement.
            let before = new Map(
              listed().map((meta) => [
                meta.id,
                { meta, provider: live.get(PROVIDER_KIND, meta.id) },
              ]),
            )
            for (const each of details) {
              try {
                window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: each }))
              } catch (thrown) {
                throw new Error(`announcing threw ${describeThrown(thrown)}`, { cause: thrown })
              }
              expect(uncaught).toEqual([])
              const ids = listed().map((meta) => meta.id)
              expect(new Set(ids).size).toBe(ids.length)
              for (const [id, was] of before) {
                const now = listed().find((meta) => meta.id === id)
                expect(now?.type).toBe(was.meta.type)
                expect(now?.name).toBe(was.meta.name)
                expect(live.get(PROVIDER_KIND, id)).toBe(was.provider)
              }
              for (const meta of listed()) {
                const listedProvider = live.get<{ request?: unknown }>(PROVIDER_KIND, meta.id)
                if (meta.type === 'ANNOUNCED') {
                  expect(typeof listedProvider?.request).toBe('function')
                  expect(meta.imageUrl?.startsWith('data:image/')).toBe(true)
                }
              }
              before = new Map(
                listed().map((meta) => [
                  meta.id,
                  { meta, provider: live.get(PROVIDER_KIND, meta.id) },
                ]),
              )
            }
          } finally {
            await modal.destroy()
          }
        }),
        fuzzParameters<[unknown[]]>({
          // Issue 11's counterexamples first: a provider whose `request` getter throws, and a
          // later announcement of an rdns already listed.
          examples: [
            [
              [
                {
                  info: { uuid: '1', name: 'Evil', icon: ICON, rdns: 'com.evil' },
                  provider: Object.defineProperty({}, 'request', {
                    get: () => {
                      throw new Error('hostile getter')
                    },
                  }),
                },
              ],
            ],
            [
              [
                {
                  info: { uuid: '1', name: 'Demo', icon: ICON, rdns: 'dev.localstack.demowallet' },
                  provider: { request: () => Promise.resolve(1) },
                },
                {
                  info: { uuid: '2', name: 'Evil', icon: ICON, rdns: 'dev.localstack.demowallet' },
                  provider: { request: () => Promise.resolve(2) },
                },
                {
                  info: { uuid: '3', name: 'Evil', icon: ICON, rdns: HOST_CONNECTOR_ID },
                  provider: { request: () => Promise.resolve(3) },
                },
              ],
            ],
          ],
        }),
      )
    },
    fuzzTimeout(),
  )
})
