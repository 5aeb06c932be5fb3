import * as z from 'zod/mini'

/** The body of `POST /e`. */
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.object({
    type: z.enum(['track', 'error']),
    event: z.string().check(z.minLength(1)),
    // z.custom rather than z.record(): every zod class in kit code joins the zod chunk, which is
    // part of the host page's first download.
    properties: z.optional(
      z.custom<Record<string, unknown>>(
        (value) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          [Object.prototype, null].includes(Object.getPrototypeOf(value)),
        'must be an object',
      ),
    ),
    errorType: z.optional(z.string()),
    errorMessage: z.optional(z.string()),
    stackTrace: z.optional(z.string()),
  }),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
