import { DOCS_BASE_URL, SDK_TYPE, SDK_VERSION } from '../defaults'
import type { ErrorCode, ErrorCodes, ErrorDetails, ErrorDetailsInput } from './codes'

/** The kit that throws, as every message names it: `portico@<version>`. */
const VERSION = `${SDK_TYPE}@${SDK_VERSION}`
/** The README section every error links to unless it names a closer one. */
const DEFAULT_DOCS_PATH = '#errors'
/** How long one line of `message` (a detail, the cause) may be; the rest is cut with '…'. */
const LINE_LIMIT = 200
/** How deep `walk` follows `cause`: a guard against a cycle, far beyond real wrapping. */
const WALK_LIMIT = 32

/** How a `PorticoError` is made beyond its code, sentence and details. */
export interface PorticoErrorOptions {
  /**
   * The underlying error (the wallet's, the network's, a parser's), kept as the standard
   * `cause` (as `new Error(message, { cause })` does) and named in `message`.
   */
  cause?: unknown
  /** The README anchor that explains this error (`#payments`); `#errors` by default. */
  docsPath?: string
}

/** What follows the code and sentence: the details (required when the code has some), then options. */
export type PorticoErrorArgs<C extends ErrorCode> = undefined extends ErrorCodes[C]
  ? [details?: ErrorDetailsInput<C>, options?: PorticoErrorOptions]
  : [details: ErrorDetailsInput<C>, options?: PorticoErrorOptions]

/**
 * An error of the kit: a value with a `code`. The shell maps a code to the snackbar, alert or
 * view it belongs to; `details` carries whatever a host needs to act on it, `cause` the error
 * underneath. `shortMessage` is the sentence to show; `message` adds the details, the cause, a
 * link to the docs and the kit's version, for logs.
 */
export interface PorticoError<C extends ErrorCode = ErrorCode> extends Error {
  /** Always `PorticoError`, subclasses included. */
  readonly name: string
  readonly code: C
  /** The sentence alone, without the lines `message` adds. */
  readonly shortMessage: string
  readonly details: ErrorDetails<C>
  /** The README anchor that explains the error. */
  readonly docsPath: string
  /** `DOCS_BASE_URL` and `docsPath`: the link in `message`. */
  readonly docsUrl: string
  /** The kit that threw, `portico@<version>`. */
  readonly version: string
  /** The underlying error, when there is one. */
  readonly cause?: unknown
  /** The innermost error of the `cause` chain (the error itself when it has no cause). */
  walk(): unknown
  /** The first error of the chain, from this one down its causes, that `fn` accepts; null if none. */
  walk<T>(fn: (error: unknown) => error is T): T | null
  /** The first error of the chain, from this one down its causes, that `fn` accepts; null if none. */
  walk(fn: (error: unknown) => boolean): unknown
}

/** The `PorticoError` constructor: a code of {@link ErrorCodes}, the sentence, its details. */
export interface PorticoErrorConstructor {
  /**
   * Makes an error with `code`, the sentence `shortMessage`, the code's `details` and,
   * in `options`, the underlying error (`cause`) and the README anchor that explains it.
   */
  new <C extends ErrorCode = ErrorCode>(
    code: C,
    shortMessage: string,
    ...args: PorticoErrorArgs<C>
  ): PorticoError<C>
  /** Any `PorticoError`: what `instanceof` narrows to, with `code` one of the known codes. */
  readonly prototype: PorticoError
}

function clip(text: string): string {
  return text.length > LINE_LIMIT ? `${text.slice(0, LINE_LIMIT - 1)}…` : text
}

/** A detail's value on one line: text as it is, anything else as JSON; undefined if not shown. */
function shown(value: unknown): string | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value)
  }
  try {
    const json = JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    )
    return typeof json === 'string' ? json : undefined
  } catch {
    // A cycle, a throwing getter or toJSON: the details object still has it.
    return undefined
  }
}

/** The cause's own sentence, on one line: its shortMessage, else the first line of its message. */
function causeText(cause: unknown): string | undefined {
  if (typeof cause === 'string') return cause.split('\n')[0]
  if (typeof cause !== 'object' || cause === null) return shown(cause)
  try {
    const { shortMessage, message } = cause as { shortMessage?: unknown; message?: unknown }
    const text = typeof shortMessage === 'string' && shortMessage ? shortMessage : message
    return typeof text === 'string' && text ? text.split('\n')[0] : undefined
  } catch {
    return undefined
  }
}

/**
 * Follows `cause` from `error`: the first error `fn` accepts (null if none), or without `fn`
 * the innermost one.
 */
function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  let current = error
  for (let depth = 0; depth < WALK_LIMIT; depth++) {
    if (fn?.(current)) return current
    const next: unknown =
      typeof current === 'object' && current !== null && 'cause' in current
        ? current.cause
        : undefined
    if (next === undefined || next === null) return fn ? null : current
    current = next
  }
  return fn ? null : current
}

/** The sentence, then the details, the cause, the docs link and the version, a line each. */
function composeMessage(
  shortMessage: string,
  details: Readonly<Record<string, unknown>>,
  cause: unknown,
  docsUrl: string,
): string {
  const lines: string[] = []
  for (const [key, value] of Object.entries(details)) {
    const text = shown(value)
    if (text !== undefined) lines.push(clip(`${key}: ${text}`))
  }
  const because = cause === undefined ? undefined : causeText(cause)
  // A wallet's reason is often the sentence itself: said once.
  if (because && because !== shortMessage) lines.push(clip(`Cause: ${because}`))
  lines.push(`Docs: ${docsUrl}`, `Version: ${VERSION}`)
  return [shortMessage, '', ...lines].join('\n')
}

const PorticoErrorClass = class PorticoError extends Error {
  override readonly name = 'PorticoError'
  readonly code: ErrorCode
  readonly shortMessage: string
  readonly details: Readonly<Record<string, unknown>>
  readonly docsPath: string
  readonly docsUrl: string
  readonly version = VERSION

  constructor(
    code: ErrorCode,
    shortMessage: string,
    details: Readonly<Record<string, unknown>> = {},
    options: PorticoErrorOptions = {},
  ) {
    const docsPath = options.docsPath ?? DEFAULT_DOCS_PATH
    const docsUrl = `${DOCS_BASE_URL}${docsPath}`
    const message = composeMessage(shortMessage, details, options.cause, docsUrl)
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
    this.docsUrl = docsUrl
  }

  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

/**
 * The kit's error: `new PorticoError(code, shortMessage, details?, { cause?, docsPath? })`,
 * the code one of {@link ErrorCodes} (a plugin's once it merged them). Hosts test it with
 * `instanceof PorticoError` and read `code`, `details` and `cause`.
 *
 * @example
 * throw new PorticoError('SWITCH_FAILED', `The wallet did not switch to ${network.name}`, {
 *   caipNetworkId,
 * }, { cause: error })
 */
export const PorticoError = PorticoErrorClass as unknown as PorticoErrorConstructor
