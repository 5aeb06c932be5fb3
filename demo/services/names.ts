import { verifyMessage, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import { accountLookupResponseSchema } from '../../plugins/send/schemas'

/**
 * Account-name registration (SPEC §7 POST /v1/profile/account): the wallet signs a message
 * naming itself, the services verify the signature against the address before the name is
 * theirs, and identity then answers with it.
 */

/** SPEC §5: an account name is at least 4 letters, digits or hyphens (before the suffix). */
export const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/

/** The signed message: JSON naming the account and when it was signed. */
export const registrationMessageSchema = z.object({
  name: z.string().check(z.refine((name) => ACCOUNT_NAME.test(name), 'an invalid account name')),
  timestamp: z.number(),
})

export const registrationRequestSchema = z.object({
  coin_type: z.number(),
  address: z
    .string()
    .check(z.refine((value) => /^0x[0-9a-fA-F]{40}$/.test(value), 'not an address')),
  message: z.string(),
  signature: z.string().check(z.refine((value) => /^0x[0-9a-fA-F]+$/.test(value), 'not hex')),
})

/**
 * What registration and lookup answer: the name and its address, in the shape the kit's send
 * plugin parses a lookup with (one schema, so the services and the kit cannot drift).
 */
export const registrationAnswerSchema = accountLookupResponseSchema

export type RegistrationRequest = z.infer<typeof registrationRequestSchema>

export type RegistrationResult =
  | { ok: true; name: string; address: Address }
  | { ok: false; status: 400 | 401 | 409; error: string }

/** The names the services know, by lowercase address and by name. */
export function createNameRegistry() {
  const byAddress = new Map<string, { name: string; avatar: string | null }>()
  const byName = new Map<string, Address>()

  return {
    byAddress,
    lookup: (name: string) => byName.get(name.toLowerCase()),
    async register(request: RegistrationRequest): Promise<RegistrationResult> {
      let message: z.infer<typeof registrationMessageSchema>
      try {
        const parsed = registrationMessageSchema.safeParse(JSON.parse(request.message))
        if (!parsed.success)
          return { ok: false, status: 400, error: 'Invalid registration message' }
        message = parsed.data
      } catch {
        return { ok: false, status: 400, error: 'The message is not JSON' }
      }
      const address = request.address as Address
      const valid = await verifyMessage({
        address,
        message: request.message,
        signature: request.signature as Hex,
      }).catch(() => false)
      if (!valid)
        return { ok: false, status: 401, error: 'The signature does not match the address' }
      const name = message.name.toLowerCase()
      const holder = byName.get(name)
      if (holder && holder.toLowerCase() !== address.toLowerCase()) {
        return { ok: false, status: 409, error: 'The name is taken' }
      }
      byName.set(name, address)
      byAddress.set(address.toLowerCase(), { name, avatar: null })
      return { ok: true, name, address }
    },
  }
}
