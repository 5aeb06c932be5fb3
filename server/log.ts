import { pino, type DestinationStream, type Logger } from 'pino'
import * as z from 'zod/mini'

/**
 * The service's structured logs: one JSON object a line (pino), each request's lines carrying
 * its request id. What is logged is chosen field by field (method, route, status, time, error
 * names): never a body, a query string, a header's value. Redaction is the second guard: any
 * field named like a secret or an address is replaced wherever it appears, two levels deep.
 */

/** Field names whose values are never written: codes, tokens, shares, passwords, addresses. */
const SECRET_FIELDS = [
  'email',
  'newEmail',
  'to',
  'recipient',
  'code',
  'otp',
  'token',
  'waitToken',
  'accessToken',
  'refreshToken',
  'share',
  'authShare',
  'recoveryShare',
  'envelope',
  'password',
  'pass',
  'authorization',
  'cookie',
  'text',
  'body',
  'subject',
] as const

export const REDACTED = '[redacted]'

const redactPaths = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
]

/** The log levels an operator may choose (PORTICO_AUTH_LOG_LEVEL). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** The service's logger, to standard output unless `destination` says otherwise (tests). */
export function createLogger({
  level = 'info',
  destination,
}: { level?: LogLevel; destination?: DestinationStream } = {}): Logger {
  const options = {
    level,
    base: { service: 'portico-auth' },
    redact: { paths: redactPaths, censor: REDACTED },
  }
  return destination ? pino(options, destination) : pino(options)
}

/** A logger that writes nothing (an app built without one). */
export const silentLogger: Logger = pino({ level: 'silent' })

/** A logger whose lines land in `lines` (tests assert on what was logged). */
export function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = []
  const logger = createLogger({
    level: 'debug',
    destination: { write: (line: string) => void lines.push(line.trimEnd()) },
  })
  return { logger, lines }
}

/** An incoming X-Request-Id kept as the request's id: short, and no characters to escape. */
export const requestIdSchema = z.string().check(z.regex(/^[A-Za-z0-9._:-]{8,128}$/))
