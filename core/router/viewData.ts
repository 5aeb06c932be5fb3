import type { core } from 'zod/mini'

/**
 * What a view says when the data it was opened with (`modal.open({ view, data })`) does not
 * match its contract, field by field: `Send was opened with invalid data: data.amount: must be
 * a decimal amount`. For the host's console, in English like every message to the developer.
 */
export function invalidViewData(view: string, issues: readonly core.$ZodIssue[]): string {
  const fields = issues.map(
    ({ path, message }) => `${['data', ...path.map(String)].join('.')}: ${message}`,
  )
  return `${view} was opened with invalid data: ${fields.join('; ')}`
}
