import { PorticoError, formatIssues } from '../errors'
import { hostOptionsSchema, type ParsedHostOptions } from './schema'

/** Parses host options, throwing one error that names every bad field. */
export function parseHostOptions(input: unknown): ParsedHostOptions {
  const result = hostOptionsSchema.safeParse(input)
  if (!result.success) {
    throw new PorticoError(
      'INVALID_OPTIONS',
      `Invalid modal options: ${formatIssues(result.error.issues)}`,
      {
        issues: result.error.issues.map((issue) => ({
          path: issue.path.map(String),
          message: issue.message,
        })),
      },
    )
  }
  return result.data
}
