import { http, HttpResponse, type RequestHandler } from 'msw'
import { balanceResponseSchema, identityResponseSchema } from '../core/account/schemas'
import {
  analyticsConfigResponseSchema,
  analyticsEventSchema,
  originsResponseSchema,
  remoteConfigResponseSchema,
  type AnalyticsEvent,
} from '../core/api/schemas'
import { accountHandlers } from './account'
import { TEST_ENDPOINTS } from './endpoints'
import { validated } from './validated'
import { walletHandlers } from './wallets'

const ws = (path: string) => `${TEST_ENDPOINTS.walletServices}${path}`
const bs = (path: string) => `${TEST_ENDPOINTS.blockchainServices}${path}`

/** One feature of the remote config, as the wallet services list it. */
export interface RemoteFeature {
  id: string
  isEnabled: boolean
  config?: unknown
}

/** The handlers a modal needs to start quietly: everything on, every origin allowed. */
function quiet(): RequestHandler[] {
  return [
    serviceHandlers.config([]),
    serviceHandlers.origins(['http://localhost:3000', 'http://127.0.0.1:3000']),
    serviceHandlers.analyticsConfig(false),
    // A connected account asks for its balance and identity: an empty wallet, no name, so
    // nothing falls back to a real network's node.
    http.get(bs('/v1/account/:address/balance'), ({ request }) => {
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
    http.get(bs('/v1/identity/:address'), () =>
      validated(identityResponseSchema, { name: null, avatar: null }),
    ),
  ]
}

/**
 * msw handlers for the services the kit calls (at `TEST_ENDPOINTS`), answering only with
 * bodies that pass the zod schemas production parses them with. Give them to
 * `setupServiceServer`, or to `server.use` within one test.
 */
export const serviceHandlers = {
  /** What a modal calls on its own (config, origins, analytics, an empty account), answered quietly. */
  quiet,
  /** The project's remote config: `features` switch plugins and capabilities on or off. */
  config: (features: RemoteFeature[]) =>
    http.get(ws('/appkit/v1/config'), () => validated(remoteConfigResponseSchema, { features })),
  /** The origins the project allows the modal on. */
  origins: (allowedOrigins: string[]) =>
    http.get(ws('/projects/v1/origins'), () =>
      validated(originsResponseSchema, { allowedOrigins }),
    ),
  /** Whether the project has analytics on. */
  analyticsConfig: (isAnalyticsEnabled: boolean) =>
    http.get(ws('/getAnalyticsConfig'), () =>
      validated(analyticsConfigResponseSchema, { isAnalyticsEnabled }),
    ),
  /** Collects every analytics event in `sink`, parsed with the production schema. */
  analyticsEvents: (sink: AnalyticsEvent[], status = 200) =>
    http.post(`${TEST_ENDPOINTS.analytics}/e`, async ({ request }) => {
      sink.push(analyticsEventSchema.parse(await request.json()))
      return new HttpResponse(null, { status })
    }),
  /** A failure status for a GET on any wallet-services `path`. */
  failing: (path: string, status: number, onCall?: () => void) =>
    http.get(ws(path), () => {
      onCall?.()
      return new HttpResponse(null, { status })
    }),
  ...walletHandlers,
  ...accountHandlers,
}
