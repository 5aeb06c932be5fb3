// Fuzz: the wallet-services responses (core/api/schemas/walletServices.ts): the remote
// config, the allowed origins and the analytics config, each as a schema, as an RTK Query
// call on a body the service could send, and through the thunk that acts on it.
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyticsEventSchema } from '../../core/api/schemas/analytics'
import {
  analyticsConfigResponseSchema,
  originsResponseSchema,
  remoteConfigResponseSchema,
} from '../../core/api/schemas/walletServices'
import { REMOTE_FEATURES } from '../../core/constants'
import { selectEnabledFeatures } from '../../core/features/selectors'
import { checkOrigin } from '../../core/remote/checkOrigin'
import { loadAnalyticsConfig } from '../../core/remote/loadAnalyticsConfig'
import { loadRemoteConfig } from '../../core/remote/loadRemoteConfig'
import { PROTOTYPE_KEYS, jsonValue, responseBody, trickyString } from './arbitraries'
import { neverThrows, quietConsole, settledOutcomeOf } from './outcome'
import { fuzzParameters, fuzzTimeout } from './runs'
import { answerStatus, answeringModal, expectCleanResult, schemaProperty } from './services'

quietConsole()

const featureId = fc.oneof(fc.constantFrom(...REMOTE_FEATURES, ...PROTOTYPE_KEYS), trickyString)
const remoteConfig = fc.record({
  features: fc.array(
    fc.record(
      { id: featureId, isEnabled: fc.boolean(), config: fc.oneof(fc.constant(null), jsonValue) },
      { requiredKeys: ['id', 'isEnabled'] },
    ),
    { maxLength: 8 },
  ),
})
const origins = fc.record({
  allowedOrigins: fc.array(
    fc.oneof(
      fc.constantFrom('http://localhost:3000', 'https://*.example.com', '*.', 'https://*.'),
      trickyString,
    ),
    { maxLength: 5 },
  ),
})
const analyticsConfig = fc.record({ isAnalyticsEnabled: fc.boolean() })
/** The body of `POST /e`, which the analytics service (and the local one) parses. */
const analyticsEvent = fc.record({
  eventId: fc.uuid(),
  url: trickyString,
  domain: trickyString,
  timestamp: fc.integer(),
  props: fc.record(
    {
      type: fc.constantFrom('track', 'error'),
      event: trickyString,
      properties: fc.dictionary(trickyString, jsonValue, { maxKeys: 3 }),
      errorType: trickyString,
      errorMessage: trickyString,
      stackTrace: trickyString,
    },
    { requiredKeys: ['type', 'event'] },
  ),
})

const parses = (schema: { safeParse(value: unknown): { success: boolean } }) => (data: unknown) =>
  schema.safeParse(data).success

describe('fuzz: wallet-services response schemas', () => {
  it(
    'remote config: safeParse never throws',
    () => {
      fc.assert(schemaProperty(remoteConfigResponseSchema, remoteConfig), fuzzParameters())
    },
    fuzzTimeout(),
  )
  it(
    'origins: safeParse never throws',
    () => {
      fc.assert(schemaProperty(originsResponseSchema, origins), fuzzParameters())
    },
    fuzzTimeout(),
  )
  it(
    'analytics config: safeParse never throws',
    () => {
      fc.assert(schemaProperty(analyticsConfigResponseSchema, analyticsConfig), fuzzParameters())
    },
    fuzzTimeout(),
  )

  it(
    'analytics event (POST /e): safeParse never throws',
    () => {
      fc.assert(schemaProperty(analyticsEventSchema, analyticsEvent), fuzzParameters())
    },
    fuzzTimeout(),
  )
})

describe('fuzz: wallet-services calls on any body', () => {
  it(
    'GET /appkit/v1/config: data the schema accepts, or an error value',
    async () => {
      const service = await answeringModal('/appkit/v1/config')
      const { getRemoteConfig } = service.apis.walletServices.endpoints
      await fc.assert(
        fc.asyncProperty(responseBody(remoteConfig), answerStatus, async (body, status) => {
          service.answer(body, status)
          await expectCleanResult(
            () =>
              service.modal.store.dispatch(
                getRemoteConfig.initiate(undefined, { subscribe: false, forceRefetch: true }),
              ),
            parses(remoteConfigResponseSchema),
          )
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'GET /projects/v1/origins: data the schema accepts, or an error value',
    async () => {
      const service = await answeringModal('/projects/v1/origins')
      const { getAllowedOrigins } = service.apis.walletServices.endpoints
      await fc.assert(
        fc.asyncProperty(responseBody(origins), answerStatus, async (body, status) => {
          service.answer(body, status)
          await expectCleanResult(
            () =>
              service.modal.store.dispatch(
                getAllowedOrigins.initiate(undefined, { subscribe: false, forceRefetch: true }),
              ),
            parses(originsResponseSchema),
          )
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'GET /getAnalyticsConfig: data the schema accepts, or an error value',
    async () => {
      const service = await answeringModal('/getAnalyticsConfig')
      const { getAnalyticsConfig } = service.apis.walletServices.endpoints
      await fc.assert(
        fc.asyncProperty(responseBody(analyticsConfig), answerStatus, async (body, status) => {
          service.answer(body, status)
          await expectCleanResult(
            () =>
              service.modal.store.dispatch(
                getAnalyticsConfig.initiate(undefined, { subscribe: false, forceRefetch: true }),
              ),
            parses(analyticsConfigResponseSchema),
          )
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})

describe('fuzz: what the kit does with those answers', () => {
  it(
    'the remote config loads or fails cleanly: features by their own ids, booleans in force',
    async () => {
      const service = await answeringModal('/appkit/v1/config')
      const { store } = service.modal
      await fc.assert(
        fc.asyncProperty(responseBody(remoteConfig), answerStatus, async (body, status) => {
          service.answer(body, status)
          // The thunk reuses an answer it has kept (RTK Query's cache, the page's remote
          // cache in localStorage): forget the last case's, so every case asks the service.
          store.dispatch(service.apis.walletServices.util.resetApiState())
          localStorage.clear()
          const outcome = await settledOutcomeOf(() => store.dispatch(loadRemoteConfig()))
          expect(outcome.ok).toBe(true)
          const features = store.getState().features
          expect(['loaded', 'failed']).toContain(features?.status)
          if (features?.status === 'loaded') {
            // The answer's ids are the map's own keys: no id reaches Object.prototype.
            expect(Object.getPrototypeOf(features.remote)).toBe(Object.prototype)
            for (const [id, feature] of Object.entries(features.remote)) {
              expect(Object.hasOwn(features.remote, id)).toBe(true)
              expect(typeof feature.isEnabled).toBe('boolean')
            }
          }
          const enabled = neverThrows(() => selectEnabledFeatures(store.getState()))
          for (const id of ['email', 'swaps', 'onramp', 'activity', 'reownBranding'] as const) {
            expect(typeof enabled[id]).toBe('boolean')
          }
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'the origin check settles without throwing, whatever the answer',
    async () => {
      const originService = await answeringModal('/projects/v1/origins')
      await fc.assert(
        fc.asyncProperty(responseBody(origins), answerStatus, async (body, status) => {
          originService.answer(body, status)
          originService.modal.store.dispatch(originService.apis.walletServices.util.resetApiState())
          localStorage.clear()
          const checked = await settledOutcomeOf(() =>
            originService.modal.store.dispatch(checkOrigin()),
          )
          expect(checked.ok).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )

  it(
    'the analytics config settles without throwing, whatever the answer',
    async () => {
      const service = await answeringModal('/getAnalyticsConfig')
      await fc.assert(
        fc.asyncProperty(responseBody(analyticsConfig), answerStatus, async (body, status) => {
          service.answer(body, status)
          service.modal.store.dispatch(service.apis.walletServices.util.resetApiState())
          localStorage.clear()
          const loaded = await settledOutcomeOf(() =>
            service.modal.store.dispatch(loadAnalyticsConfig()),
          )
          expect(loaded.ok).toBe(true)
        }),
        fuzzParameters(),
      )
    },
    fuzzTimeout(),
  )
})
