import { http, HttpResponse } from 'msw'
import type * as z from 'zod/mini'
import {
  analyticsConfigResponseSchema,
  analyticsEventSchema,
  originsResponseSchema,
  remoteConfigResponseSchema,
  type AnalyticsEvent,
} from '../../core/api/schemas'
import { balanceResponseSchema, identityResponseSchema } from '../../core/account/schemas'

/**
 * msw handlers for the remote services, answering only with bodies that pass the same zod
 * schemas production code parses with: a handler that drifts from the schema fails its test.
 */
export const TEST_ENDPOINTS = {
  walletServices: 'http://127.0.0.1:4010',
  blockchainServices: 'http://127.0.0.1:4011',
  analytics: 'http://127.0.0.1:4012',
} as const

export function validated<S extends z.ZodMiniType>(
  schema: S,
  body: z.input<S>,
  init?: ResponseInit,
) {
  return HttpResponse.json(schema.parse(body) as object, init)
}

const ws = (path: string) => `${TEST_ENDPOINTS.walletServices}${path}`

export const serviceHandlers = {
  config: (features: Array<{ id: string; isEnabled: boolean; config?: unknown }>) =>
    http.get(ws('/appkit/v1/config'), () => validated(remoteConfigResponseSchema, { features })),
  origins: (allowedOrigins: string[]) =>
    http.get(ws('/projects/v1/origins'), () =>
      validated(originsResponseSchema, { allowedOrigins }),
    ),
  analyticsConfig: (isAnalyticsEnabled: boolean) =>
    http.get(ws('/getAnalyticsConfig'), () =>
      validated(analyticsConfigResponseSchema, { isAnalyticsEnabled }),
    ),
  /** Collects every analytics event, parsed with the production schema. */
  analyticsEvents: (sink: AnalyticsEvent[], status = 200) =>
    http.post(`${TEST_ENDPOINTS.analytics}/e`, async ({ request }) => {
      sink.push(analyticsEventSchema.parse(await request.json()))
      return new HttpResponse(null, { status })
    }),
  /** A failure status for any wallet-services path. */
  failing: (path: string, status: number, onCall?: () => void) =>
    http.get(ws(path), () => {
      onCall?.()
      return new HttpResponse(null, { status })
    }),
}

/** The handlers a modal needs to start quietly: everything on, every origin allowed. */
export const quietServices = () => [
  serviceHandlers.config([]),
  serviceHandlers.origins(['http://localhost:3000', 'http://127.0.0.1:3000']),
  serviceHandlers.analyticsConfig(false),
  // A connected account asks for its balance and identity: an empty wallet, no name, so
  // nothing falls back to a real network's node.
  http.get(`${TEST_ENDPOINTS.blockchainServices}/v1/account/:address/balance`, ({ request }) => {
    const chainId = new URL(request.url).searchParams.get('chainId') ?? 'eip155:1'
    return validated(balanceResponseSchema, {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId,
          value: 0,
          price: 0,
          quantity: { decimals: '18', numeric: '0' },
          iconUrl: '',
        },
      ],
    })
  }),
  http.get(`${TEST_ENDPOINTS.blockchainServices}/v1/identity/:address`, () =>
    validated(identityResponseSchema, { name: null, avatar: null }),
  ),
]
