import * as z from 'zod/mini'
import { siwxSessionSchema } from '../../plugins/siwx/sessionSchema'

/**
 * The demo shop's own sign-in API (demo/services/shop.ts), as its page (demo/host) and its
 * server both parse it: the host's side of `siwx`, on the shop's server.
 */

/** `GET /shop/nonce`: a nonce for one sign-in, accepted once. */
export const shopNonceSchema = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)) })

/** `POST /shop/session`: the session the kit signed (SPEC §3). */
export const shopSignInRequestSchema = z.object({ session: siwxSessionSchema })

/** The answer to a sign-in, and `GET /shop/session`: the bearer token and the session it holds. */
export const shopSessionSchema = z.object({
  token: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  session: siwxSessionSchema,
  /** ISO time the shop ends the session. */
  expiresAt: z.string(),
})

/** `GET /shop/members`: what only a signed-in visitor sees. */
export const shopMembersSchema = z.object({
  address: z.string(),
  perks: z.array(z.object({ title: z.string(), detail: z.string() })),
})

export type ShopSession = z.infer<typeof shopSessionSchema>
export type ShopMembers = z.infer<typeof shopMembersSchema>
