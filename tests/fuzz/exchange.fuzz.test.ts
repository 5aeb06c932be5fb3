// Fuzz: the pay plugin's exchange JSON-RPC (plugins/pay/exchangeSchemas.ts): each result
// inside its JSON-RPC 2.0 envelope, as a schema, as the call the plugin makes, and through
// `rpcResult`, which turns an accepted answer into its result or a PorticoError.
import * as fc from 'fast-check'
import type * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { exchangeEndpoints } from '../../plugins/pay/endpoints'
import { rpcResult } from '../../plugins/pay/exchangeRpc'
import {
  BUY_STATUSES,
  getBuyStatusResultSchema,
  getExchangesResultSchema,
  getPayUrlResultSchema,
  jsonRpcRequestSchema,
  jsonRpcResponseSchema,
} from '../../plugins/pay/exchangeSchemas'
import { anything, jsonValue, nearValid, trickyNumber, trickyString } from './arbitraries'
import { outcomeOf, quietConsole } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'
import { answeringModal, endpointProperty, schemaProperty, type QueryResult } from './services'

quietConsole()

const exchange = fc.record({ id: trickyString, name: trickyString, imageUrl: trickyString })
const exchangesResult = fc.record({
  exchanges: fc.array(exchange, { maxLength: 4 }),
  total: trickyNumber.filter(Number.isFinite),
})
const payUrlResult = fc.record({ url: trickyString, sessionId: trickyString })
const buyStatusResult = fc.record(
  {
    status: fc.oneof(fc.constantFrom(...BUY_STATUSES), trickyString),
    txHash: fc.oneof(fc.constant(null), trickyString),
  },
  { requiredKeys: ['status'] },
)

/** A JSON-RPC 2.0 answer around `result`, or an error answer. */
const envelope = <T>(result: fc.Arbitrary<T>) =>
  fc.oneof(
    fc.record({ jsonrpc: fc.constant('2.0'), id: fc.nat(), result }),
    fc.record({
      jsonrpc: fc.constant('2.0'),
      id: fc.nat(),
      error: fc.record({
        code: fc.oneof(fc.constantFrom(-32600, -32601, -32603), fc.integer()),
        message: fc.oneof(fc.constant('eip155:1/slip44:60 is not supported'), trickyString),
      }),
    }),
  )

interface RpcCall {
  name: string
  result: fc.Arbitrary<unknown>
  schema: z.ZodMiniType<Parameters<typeof rpcResult>[0]>
}

const CALLS: readonly RpcCall[] = [
  {
    name: 'portico_getExchanges',
    result: exchangesResult,
    schema: jsonRpcResponseSchema(getExchangesResultSchema),
  },
  {
    name: 'portico_getExchangePayUrl',
    result: payUrlResult,
    schema: jsonRpcResponseSchema(getPayUrlResultSchema),
  },
  {
    name: 'portico_getExchangeBuyStatus',
    result: buyStatusResult,
    schema: jsonRpcResponseSchema(getBuyStatusResultSchema),
  },
]

/** A JSON-RPC 2.0 request, as the exchange service (and the local one) parses it. */
const rpcRequest = fc.record({
  jsonrpc: fc.constant('2.0'),
  id: fc.nat(),
  method: fc.oneof(fc.constantFrom(...CALLS.map((call) => call.name)), trickyString),
  params: jsonValue,
})

describe('fuzz: exchange JSON-RPC answers', () => {
  it(
    'the request envelope: safeParse never throws',
    () => {
      fc.assert(schemaProperty(jsonRpcRequestSchema, rpcRequest), fuzzParameters())
    },
    fuzzTimeout(),
  )

  for (const { name, result, schema } of CALLS) {
    it(
      `${name}: safeParse of the envelope never throws`,
      () => {
        fc.assert(schemaProperty(schema, envelope(result)), fuzzParameters())
      },
      fuzzTimeout(),
    )

    it(
      `${name}: rpcResult gives the result or an EXCHANGE_RPC_ERROR`,
      () => {
        fc.assert(
          fc.property(fc.oneof(anything, nearValid(envelope(result))), (body) => {
            const parsed = schema.safeParse(body)
            if (!parsed.success) return
            const outcome = outcomeOf(() => rpcResult(parsed.data, name))
            if (!outcome.ok) {
              expect(outcome.error.code).toBe('EXCHANGE_RPC_ERROR')
              expect(typeof outcome.error.message).toBe('string')
            }
          }),
          fuzzParameters(),
        )
      },
      fuzzTimeout(),
    )
  }
})

describe('fuzz: exchange calls on any body', () => {
  const ASSET = 'eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
  const RECIPIENT = 'eip155:8453:0x0000000000000000000000000000000000000001'

  it(
    'the three exchange calls: data the schema accepts, or an error value',
    async () => {
      const service = await answeringModal('/v1/json-rpc')
      const api = exchangeEndpoints(service.apis.blockchainServices)
      const { dispatch } = service.modal.store
      const requests: Record<string, (run: number) => PromiseLike<QueryResult>> = {
        portico_getExchanges: (run) =>
          dispatch(
            api.endpoints.getExchanges.initiate(
              { page: run, asset: ASSET, amount: '1' },
              { subscribe: false, forceRefetch: true },
            ),
          ),
        portico_getExchangePayUrl: (run) =>
          dispatch(
            api.endpoints.getExchangePayUrl.initiate({
              exchangeId: `x${run}`,
              asset: ASSET,
              amount: '1',
              recipient: RECIPIENT,
            }),
          ),
        portico_getExchangeBuyStatus: (run) =>
          dispatch(
            api.endpoints.getExchangeBuyStatus.initiate(
              { sessionId: `s${run}`, exchangeId: 'x' },
              { subscribe: false, forceRefetch: true },
            ),
          ),
      }
      for (const call of CALLS) {
        const request = requests[call.name]
        if (!request) throw new Error(`no request for ${call.name}`)
        await fc.assert(
          endpointProperty(service, envelope(call.result), call.schema, (_service, run) =>
            request(run),
          ),
          fuzzParameters(),
        )
      }
    },
    fuzzTimeout(100),
  )
})
