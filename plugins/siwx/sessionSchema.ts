import * as z from 'zod/mini'
import type { SiwxMessageData, SiwxSession } from 'portico'

// Refinements and z.enum rather than z.iso.datetime(), z.regex() and z.literal(): this schema
// is kit code, and each of those would add its zod class to the zod chunk, which is part of the
// host page's first download.

// RFC 3339 date-time with seconds and a `Z` or `±hh:mm` offset (what z.iso.datetime({ offset:
// true }) accepts); the calendar date is checked below.
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Whether `text` is an ISO 8601 time on a day the Gregorian calendar has. */
export function isIsoTime(text: string): boolean {
  const match = ISO_TIME.exec(text)
  if (!match) return false
  const [year, month, day] = [match[1], match[2], match[3]].map(Number)
  if (year === undefined || month === undefined || day === undefined) return false
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = month === 2 && leap ? 29 : MONTH_DAYS[month - 1]
  return days !== undefined && day >= 1 && day <= days
}

const isoTime = z.string().check(z.refine(isIsoTime, 'must be an ISO 8601 time'))
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const HEX_SIGNATURE = /^0x[0-9a-fA-F]+$/

/** A sign-in message's data, as a host's `getSessions` or the storage gives it. */
export const siwxMessageDataSchema = z.object({
  domain: z.string().check(z.minLength(1)),
  uri: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  chainId: z.string().check(z.refine((value) => CAIP2.test(value), 'must be a CAIP-2 id')),
  version: z.enum(['1']),
  nonce: z.string().check(z.minLength(1)),
  issuedAt: isoTime,
  expirationTime: z.optional(isoTime),
  notBefore: z.optional(isoTime),
  statement: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
}) satisfies z.ZodMiniType<SiwxMessageData>

/** A signed-in session: data, message, signature and an optional CACAO. */
export const siwxSessionSchema = z.object({
  data: siwxMessageDataSchema,
  message: z.string().check(z.minLength(1)),
  signature: z
    .string()
    .check(z.refine((value) => HEX_SIGNATURE.test(value), 'must be a 0x-hex signature')),
  cacao: z.optional(z.unknown()),
}) satisfies z.ZodMiniType<SiwxSession>
