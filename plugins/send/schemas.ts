import * as z from 'zod/mini'

/**
 * `GET /v1/profile/account/{name}`: the account name and the address it belongs to.
 * The kit parses the answer with this schema, and the local services (demo/services) answer
 * with it, so the two cannot drift. A name nobody registered is a 404, not a body.
 */
export const accountLookupResponseSchema = z.object({
  name: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
})
export type AccountLookupResponse = z.infer<typeof accountLookupResponseSchema>
