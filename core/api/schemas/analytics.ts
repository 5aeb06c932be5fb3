import * as z from 'zod/mini'

/** The body of `POST /e` (SPEC §7). */
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.object({
    type: z.enum(['track', 'error']),
    event: z.string().check(z.minLength(1)),
    properties: z.optional(z.record(z.string(), z.unknown())),
    errorType: z.optional(z.string()),
    errorMessage: z.optional(z.string()),
    stackTrace: z.optional(z.string()),
  }),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
