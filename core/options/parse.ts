import type * as z from 'zod/mini'
import { OptionsError, formatIssues, type OptionsErrorCode } from '../errors'
import { hostOptionsSchema, type ParsedHostOptions } from './schema'

/**
 * Parses `input`, throwing one OptionsError `code` whose message names every bad field from
 * `root` (`options.networks[1]: ...`). A host's object whose getters throw is refused the
 * same way, never with the getter's own error (that one is the `cause`).
 */
function parseOrThrow<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  root: string,
  code: OptionsErrorCode,
  prefix: string,
): T {
  let result: ReturnType<typeof schema.safeParse>
  try {
    result = schema.safeParse(input)
  } catch (cause) {
    throw new OptionsError(code, `${prefix}: ${root} could not be read`, undefined, { cause })
  }
  if (result.success) return result.data
  throw new OptionsError(code, `${prefix}: ${formatIssues(result.error.issues, root)}`, {
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
    })),
  })
}

/** Parses host options, throwing one error that names every bad field. */
export function parseHostOptions(input: unknown): ParsedHostOptions {
  return parseOrThrow(
    hostOptionsSchema,
    input,
    'options',
    'INVALID_OPTIONS',
    'Invalid modal options',
  )
}

/**
 * Parses an argument of a public method of the modal handle, with the schema of the option
 * it sets where there is one. A bad one throws PorticoError `code` naming the method and
 * argument: `Invalid argument: modal.setThemeMode(mode): must be "light" or "dark"`.
 */
export function parseArgument<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
  argument: string,
  code: 'INVALID_OPTIONS' | 'INVALID_ARGUMENT' = 'INVALID_OPTIONS',
): T {
  return parseOrThrow(schema, input, argument, code, 'Invalid argument')
}

/**
 * For a method that returns a promise: a bad argument rejects rather than throws, so one
 * `.catch` handles it. Undefined when the argument is good.
 */
export function rejectArgument(
  schema: z.ZodMiniType,
  input: unknown,
  argument: string,
  code: 'INVALID_OPTIONS' | 'INVALID_ARGUMENT' = 'INVALID_ARGUMENT',
): Promise<never> | undefined {
  try {
    parseArgument(schema, input, argument, code)
    return undefined
  } catch (error) {
    return Promise.reject(error as Error)
  }
}
