import { validator } from 'hono/validator'
import type * as z from 'zod/mini'
import { ApiError } from './errors'

/** "email: Invalid email address" for the first issue: enough to fix the request. */
function describe(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is not valid.'
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return `The request is not valid: ${where}${issue.message}`
}

function parseWith<S extends z.ZodMiniType>(schema: S) {
  return (value: unknown): z.infer<S> => {
    const result = schema.safeParse(value)
    if (!result.success) throw new ApiError(400, 'INVALID_REQUEST', describe(result.error))
    return result.data
  }
}

/** Validates the JSON body with a contract schema: 400 INVALID_REQUEST with the first issue. */
export function jsonBody<S extends z.ZodMiniType>(schema: S) {
  const parse = parseWith(schema)
  return validator('json', (value) => parse(value))
}

/** Validates the query string with a contract schema, as jsonBody does the body. */
export function queryParams<S extends z.ZodMiniType>(schema: S) {
  const parse = parseWith(schema)
  return validator('query', (value) => parse(value))
}
