// Fuzz: the blockchain-services account responses (core/account/schemas.ts): balances and
// identity, as schemas and as the RTK Query calls the account code makes.
import * as fc from 'fast-check'
import { describe, it } from 'vitest'
import { accountApiOf } from '../../core/account/endpoints'
import { balanceResponseSchema, identityResponseSchema } from '../../core/account/schemas'
import { trickyNumber, trickyString } from './arbitraries'
import { quietConsole } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'
import { answeringModal, endpointProperty, schemaProperty } from './services'

quietConsole()

const caip2 = fc.oneof(
  fc.constantFrom('eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'x:1'),
  trickyString,
)
const tokenBalance = fc.record(
  {
    name: trickyString,
    symbol: trickyString,
    chainId: caip2,
    address: fc.oneof(
      fc.constant('eip155:1:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
      trickyString,
    ),
    value: trickyNumber.filter(Number.isFinite),
    price: trickyNumber.filter(Number.isFinite),
    quantity: fc.record({
      decimals: fc.oneof(fc.constantFrom('0', '6', '18', '255', '999'), trickyString),
      numeric: fc.oneof(fc.constantFrom('0', '1.5', '0.000001', '1e21'), trickyString),
    }),
    iconUrl: trickyString,
  },
  { requiredKeys: ['name', 'symbol', 'chainId', 'value', 'price', 'quantity', 'iconUrl'] },
)
const balances = fc.record({ balances: fc.array(tokenBalance, { maxLength: 4 }) })
const identity = fc.record(
  {
    name: fc.oneof(fc.constant(null), trickyString),
    avatar: fc.oneof(fc.constant(null), trickyString),
  },
  { requiredKeys: [] },
)

describe('fuzz: account response schemas', () => {
  it(
    'balance: safeParse never throws',
    () => {
      fc.assert(schemaProperty(balanceResponseSchema, balances), fuzzParameters())
    },
    fuzzTimeout(),
  )
  it(
    'identity: safeParse never throws',
    () => {
      fc.assert(schemaProperty(identityResponseSchema, identity), fuzzParameters())
    },
    fuzzTimeout(),
  )
})

describe('fuzz: account calls on any body', () => {
  it(
    'GET /v1/account/{address}/balance: data the schema accepts, or an error value',
    async () => {
      const service = await answeringModal('/balance')
      const api = await accountApiOf(service.modal.runtime)
      await fc.assert(
        endpointProperty(service, balances, balanceResponseSchema, ({ modal }, run) =>
          modal.store.dispatch(
            api.endpoints.getAccountBalance.initiate(
              { address: `0x${run}`, chainId: 'eip155:1' },
              { subscribe: false, forceRefetch: true },
            ),
          ),
        ),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'GET /v1/identity/{address}: data the schema accepts, or an error value',
    async () => {
      const service = await answeringModal('/v1/identity/')
      const api = await accountApiOf(service.modal.runtime)
      await fc.assert(
        endpointProperty(service, identity, identityResponseSchema, ({ modal }, run) =>
          modal.store.dispatch(
            api.endpoints.getIdentity.initiate(
              { address: `0x${run}` },
              { subscribe: false, forceRefetch: true },
            ),
          ),
        ),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})
