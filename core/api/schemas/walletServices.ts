import * as z from 'zod/mini'

/**
 * Response shapes of the wallet-services provider. The kit, the msw handlers of
 * the unit tests and the local services of the demo all use these, so they cannot drift.
 */

export const remoteFeatureSchema = z.object({
  id: z.string().check(z.minLength(1)),
  isEnabled: z.boolean(),
  config: z.nullish(z.unknown()),
})

export const remoteConfigResponseSchema = z.object({
  features: z.array(remoteFeatureSchema),
})
export type RemoteConfigResponse = z.infer<typeof remoteConfigResponseSchema>

export const originsResponseSchema = z.object({
  allowedOrigins: z.array(z.string()),
})
export type OriginsResponse = z.infer<typeof originsResponseSchema>

export const analyticsConfigResponseSchema = z.object({
  isAnalyticsEnabled: z.boolean(),
})
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>
