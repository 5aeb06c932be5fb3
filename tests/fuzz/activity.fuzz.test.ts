// Fuzz: the activity plugin's history response (plugins/activity/schemas.ts), as a schema,
// as the infinite query the plugin makes, and through what its rows make of an accepted page.
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NETWORK_CATALOGUE } from 'portico'
import { dayGroupOf, fullDate, timeAgo } from '../../plugins/activity/dates'
import { directionOf, explorerLink, transferLine } from '../../plugins/activity/describe'
import { historyEndpoints } from '../../plugins/activity/endpoints'
import { historyResponseSchema } from '../../plugins/activity/schemas'
import { anything, nearValid, trickyNumber, trickyString } from './arbitraries'
import { neverThrows, quietConsole } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'
import { answeringModal, endpointProperty, schemaProperty } from './services'

quietConsole()

const decimal = fc.oneof(
  fc.constantFrom('0', '1.5', '0.000001', '1'.repeat(400), `0.${'0'.repeat(300)}1`),
  trickyString,
)
const transfer = fc.record(
  {
    fungible_info: fc.record(
      {
        name: trickyString,
        symbol: trickyString,
        icon: fc.oneof(fc.constant(null), fc.record({ url: trickyString })),
      },
      { requiredKeys: ['name', 'symbol'] },
    ),
    nft_info: fc.record(
      {
        name: fc.oneof(fc.constant(null), trickyString),
        content: fc.record({ preview: fc.record({ url: trickyString }) }),
      },
      { requiredKeys: [] },
    ),
    direction: fc.oneof(fc.constantFrom('in', 'out', 'self'), trickyString),
    quantity: fc.record({ numeric: decimal }),
    value: trickyNumber.filter(Number.isFinite),
    price: trickyNumber.filter(Number.isFinite),
  },
  { requiredKeys: ['direction', 'quantity'] },
)
const minedAt = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2025-11-14T10:00:00Z',
    '1',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
  ),
  trickyString,
)
const transaction = fc.record({
  id: trickyString,
  metadata: fc.record(
    {
      operationType: fc.oneof(fc.constantFrom('send', 'receive', 'trade'), trickyString),
      hash: trickyString,
      minedAt,
      sentFrom: trickyString,
      sentTo: trickyString,
      status: fc.oneof(fc.constantFrom('confirmed', 'failed', 'pending'), trickyString),
      nonce: trickyNumber.filter(Number.isFinite),
      chain: fc.oneof(
        fc.constantFrom('eip155:1', 'eip155:8453', 'cosmos:cosmoshub-4'),
        trickyString,
      ),
    },
    { requiredKeys: ['operationType', 'hash', 'minedAt', 'sentFrom', 'sentTo', 'status', 'chain'] },
  ),
  transfers: fc.array(transfer, { maxLength: 3 }),
})
const historyPage = fc.record(
  {
    data: fc.array(transaction, { maxLength: 3 }),
    next: fc.oneof(fc.constant(null), trickyString),
  },
  { requiredKeys: ['data'] },
)

describe('fuzz: activity history response', () => {
  it(
    'history: safeParse never throws',
    () => {
      fc.assert(schemaProperty(historyResponseSchema, historyPage), fuzzParameters())
    },
    fuzzTimeout(),
  )

  it(
    'GET /v1/account/{account}/history: pages the schema accepts, or an error value',
    async () => {
      const service = await answeringModal('/history')
      const api = historyEndpoints(service.apis.blockchainServices)
      await fc.assert(
        endpointProperty(service, historyPage, historyResponseSchema, async ({ modal }, run) => {
          const result = await modal.store.dispatch(
            api.endpoints.getHistory.initiate(
              { address: `0x${run}`, chainId: 'eip155:1' },
              { subscribe: false, forceRefetch: true },
            ),
          )
          // An infinite query's data is its pages: each one is a page of the schema.
          const pages = (result.data as { pages?: unknown[] } | undefined)?.pages
          return result.error !== undefined
            ? { error: result.error }
            : { data: pages?.length === 1 ? pages[0] : { pages } }
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'an accepted page is described row by row without throwing, in every language',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(anything, nearValid(historyPage)),
          fc.constantFrom('en', 'es', 'de'),
          fc.date({ noInvalidDate: true }),
          (body, language, now) => {
            const parsed = historyResponseSchema.safeParse(body)
            if (!parsed.success) return
            for (const transaction of parsed.data.data) {
              neverThrows(() => {
                expect(['sent', 'received', 'self']).toContain(directionOf(transaction, '0xabc'))
                for (const line of transaction.transfers)
                  expect(typeof transferLine(line, language).amount).toBe('string')
                explorerLink(NETWORK_CATALOGUE, transaction)
                const date = new Date(transaction.metadata.minedAt)
                dayGroupOf(date, now, language)
                timeAgo(date, now, language)
                fullDate(date, language)
              })
            }
          },
        ),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})
