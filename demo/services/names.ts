import { getAddress, verifyMessage, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import { nameIssue } from '../../plugins/names/rules'
import {
  nameHolderSchema,
  nameSuggestionsSchema,
  registrationMessageSchema,
  registrationRequestSchema,
  reverseNamesSchema,
  type RegistrationRequest,
} from '../../plugins/names/schemas'

/**
 * The name service's profile calls: registration (the wallet signs a message naming the
 * name, verified against the address before the name is the address's), lookup by name,
 * reverse lookup by address and suggestions. Requests and answers use the names plugin's
 * schemas, so the services and the kit cannot drift; identity (server.ts) answers the names
 * kept here too.
 */

/** What the service says when it refuses a call. */
export const nameErrorSchema = z.object({ error: z.string() })

/** Endings tried after a typed name to suggest others like it. */
const SUGGESTION_ENDINGS = ['', '-1', '-2', '-app', 'x'] as const

export type RegistrationResult =
  | { ok: true; name: string; address: Address }
  | { ok: false; status: 400 | 401 | 409; error: string }

/** An answer of the profile calls: its status, the schema its body follows, the body. */
export type NameAnswer =
  | { status: 200; schema: typeof nameHolderSchema; body: z.input<typeof nameHolderSchema> }
  | { status: 200; schema: typeof reverseNamesSchema; body: z.input<typeof reverseNamesSchema> }
  | {
      status: 200
      schema: typeof nameSuggestionsSchema
      body: z.input<typeof nameSuggestionsSchema>
    }
  | { status: 400 | 401 | 404 | 409; schema: typeof nameErrorSchema; body: { error: string } }

const refusal = (status: 400 | 401 | 404 | 409, error: string): NameAnswer => ({
  status,
  schema: nameErrorSchema,
  body: { error },
})

/** The names the services know: in memory, for the life of the services. */
export function createNameRegistry() {
  /** Lowercase address -> the name identity answers (the latest registered) and its avatar. */
  const byAddress = new Map<string, { name: string; avatar: string | null }>()
  /** Name -> its holder (checksummed). */
  const byName = new Map<string, Address>()

  async function register(request: RegistrationRequest): Promise<RegistrationResult> {
    let parsed: ReturnType<typeof registrationMessageSchema.safeParse>
    try {
      parsed = registrationMessageSchema.safeParse(JSON.parse(request.message))
    } catch {
      return { ok: false, status: 400, error: 'The message is not JSON' }
    }
    if (!parsed.success) {
      return { ok: false, status: 400, error: 'The message names no valid account name' }
    }
    const address = getAddress(request.address)
    const valid = await verifyMessage({
      address,
      message: request.message,
      signature: request.signature as Hex,
    }).catch(() => false)
    if (!valid) return { ok: false, status: 401, error: 'The signature does not match the address' }
    const name = parsed.data.name.toLowerCase()
    const holder = byName.get(name)
    if (holder && holder !== address) return { ok: false, status: 409, error: 'The name is taken' }
    byName.set(name, address)
    byAddress.set(address.toLowerCase(), { name, avatar: null })
    return { ok: true, name, address }
  }

  /** The names `address` holds, the one identity answers first. */
  function reverse(address: string) {
    const current = byAddress.get(address.toLowerCase())?.name
    return [...byName]
      .filter(([, holder]) => holder.toLowerCase() === address.toLowerCase())
      .map(([name, holder]) => ({ name, address: holder }))
      .sort((a, b) => Number(b.name === current) - Number(a.name === current))
  }

  /** Names like `typed` that follow the rules, each with whether someone holds it. */
  function suggest(typed: string) {
    const base = typed.toLowerCase()
    return SUGGESTION_ENDINGS.map((ending) => `${base}${ending}`)
      .filter((name) => nameIssue(name) === undefined)
      .map((name) => ({ name, registered: byName.has(name) }))
  }

  return {
    byAddress,
    lookup: (name: string) => byName.get(name.toLowerCase()),
    register,
    reverse,
    suggest,
    /**
     * The answer to a profile call (`/v1/profile/...`), or undefined when the path is not one.
     * `parts` are the path's segments, still URI-encoded.
     */
    async answer(
      method: string,
      parts: readonly string[],
      readBody: () => Promise<unknown>,
    ): Promise<NameAnswer | undefined> {
      if (parts[0] !== 'v1' || parts[1] !== 'profile') return undefined
      const [, , kind, encoded] = parts
      if (kind === 'account' && parts.length === 3 && method === 'POST') {
        const request = registrationRequestSchema.safeParse(await readBody())
        if (!request.success) return refusal(400, `Invalid registration: ${request.error.message}`)
        const result = await register(request.data)
        if (!result.ok) return refusal(result.status, result.error)
        return {
          status: 200,
          schema: nameHolderSchema,
          body: { name: result.name, address: result.address },
        }
      }
      if (method !== 'GET' || parts.length !== 4 || encoded === undefined) return undefined
      const value = decodeURIComponent(encoded)
      if (kind === 'account') {
        const address = byName.get(value.toLowerCase())
        if (!address) return refusal(404, 'No account by that name')
        return {
          status: 200,
          schema: nameHolderSchema,
          body: { name: value.toLowerCase(), address },
        }
      }
      if (kind === 'reverse') {
        if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return refusal(400, 'Not an address')
        return { status: 200, schema: reverseNamesSchema, body: reverse(value) }
      }
      if (kind === 'suggestions') {
        if (nameIssue(value.toLowerCase()) === 'characters') {
          return refusal(400, 'Letters, digits and hyphens only')
        }
        return { status: 200, schema: nameSuggestionsSchema, body: { suggestions: suggest(value) } }
      }
      return undefined
    },
  }
}
