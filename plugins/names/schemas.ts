import * as z from 'zod/mini'
import { nameIssue } from './rules'

/** An account name as the services answer it: it follows the rules. */
const accountName = z
  .string()
  .check(z.refine((name) => nameIssue(name) === undefined, 'not an account name'))

const evmAddress = z
  .string()
  .check(z.refine((value) => /^0x[0-9a-fA-F]{40}$/.test(value), 'not an EVM address'))

/**
 * `GET /v1/profile/account/{name}` and `POST /v1/profile/account`: a registered name and the
 * address holding it. A name nobody holds is a 404, not a body.
 */
export const nameHolderSchema = z.object({ name: accountName, address: evmAddress })
export type NameHolder = z.infer<typeof nameHolderSchema>

/** `GET /v1/profile/suggestions/{name}`: names like the one typed, each with whether it is taken. */
export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: accountName, registered: z.boolean() })),
})
export type NameSuggestions = z.infer<typeof nameSuggestionsSchema>

/** `GET /v1/profile/reverse/{address}`: the names an address holds, most recent first. */
export const reverseNamesSchema = z.array(nameHolderSchema)
export type ReverseNames = z.infer<typeof reverseNamesSchema>

/**
 * The message the wallet signs to register a name: JSON naming the name and when it was
 * signed (ms since the epoch), so a signature cannot register another name.
 */
export const registrationMessageSchema = z.object({ name: accountName, timestamp: z.number() })
export type RegistrationMessage = z.infer<typeof registrationMessageSchema>

/** `POST /v1/profile/account`: the signed registration. */
export const registrationRequestSchema = z.object({
  coin_type: z.number(),
  address: evmAddress,
  message: z.string(),
  signature: z
    .string()
    .check(z.refine((value) => /^0x[0-9a-fA-F]+$/.test(value), 'not a hex signature')),
})
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>

/** The JSON message of a registration of `name` signed at `timestamp`. */
export const registrationMessage = (name: string, timestamp: number): string =>
  JSON.stringify({ name, timestamp } satisfies RegistrationMessage)
