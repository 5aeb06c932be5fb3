import { HttpResponse } from 'msw'
import type * as z from 'zod/mini'

/**
 * An msw JSON answer whose body is first parsed with `schema`, the production schema the kit
 * parses that response with: a handler that drifts from what production accepts fails its test
 * here, rather than passing against a shape the real service never sends.
 */
export function validated<S extends z.ZodMiniType>(
  schema: S,
  body: z.input<S>,
  init?: ResponseInit,
) {
  return HttpResponse.json(schema.parse(body) as object, init)
}
