import { randomBytes } from 'node:crypto'
import { createPublicClient, http, type PublicClient } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type * as z from 'zod/mini'
import { createNonce, verifySignIn } from '../../server'
import type { ServiceChain } from './chain'
import { errorBodySchema } from './schemas'
import {
  shopMembersSchema,
  shopNonceSchema,
  shopSessionSchema,
  shopSignInRequestSchema,
  type ShopSession,
} from './shopSchemas'

/**
 * The demo shop's own server code for sign-in (issue 14): what a host writes beside the kit's
 * `siwx` option, with `portico/server`. It issues nonces (each accepted once, for 10 minutes),
 * checks a signed session with verifySignIn against the devnet node of the message's network
 * (so contract wallets verify too), keeps sessions behind a bearer token and serves the
 * Members area only to one. Routes, under /shop:
 *   GET /nonce · POST /session {session} · GET /session · DELETE /session · GET /members
 */

/** How long an issued nonce may be used. */
export const SHOP_NONCE_TTL_MS = 10 * 60_000
/** A session whose message sets no expiration time ends this long after sign-in. */
export const SHOP_SESSION_TTL_MS = 24 * 60 * 60_000

/** What the route answers: a status and, unless 204, a body with the schema it is sent with. */
export interface ShopAnswer {
  status: number
  body?: { schema: z.ZodMiniType; value: unknown }
}

export interface ShopRequest {
  method: string
  /** The path below /shop, split (`['session']`). */
  path: readonly string[]
  origin: string | undefined
  authorization: string | undefined
  body(): Promise<unknown>
}

interface KeptSession extends ShopSession {
  ends: number
}

const answer = <S extends z.ZodMiniType>(status: number, schema: S, value: z.input<S>) => ({
  status,
  body: { schema, value },
})
const refused = (status: number, error: string): ShopAnswer =>
  answer(status, errorBodySchema, { error })

export interface ShopOptions {
  chains: readonly ServiceChain[]
  /** The pages that may sign in: a message's domain must be the host of the calling one. */
  allowedOrigins: readonly string[]
  now?: () => Date
}

export function createShop({ chains, allowedOrigins, now = () => new Date() }: ShopOptions) {
  const nonces = new Map<string, number>()
  const sessions = new Map<string, KeptSession>()
  const clients = new Map<string, PublicClient>(
    chains.map((chain) => [
      chain.caipNetworkId,
      createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }),
    ]),
  )

  /** The nonce, if it was issued and is still fresh; used up either way (replay protection). */
  const takeNonce = (nonce: string): boolean => {
    const issued = nonces.get(nonce)
    nonces.delete(nonce)
    return issued !== undefined && now().getTime() - issued < SHOP_NONCE_TTL_MS
  }

  const sessionOf = (authorization: string | undefined): [string, KeptSession] | undefined => {
    const token = /^Bearer ([0-9a-f]{64})$/.exec(authorization ?? '')?.[1]
    const kept = token ? sessions.get(token) : undefined
    if (!token || !kept) return undefined
    if (kept.ends <= now().getTime()) {
      sessions.delete(token)
      return undefined
    }
    return [token, kept]
  }

  async function signIn(request: ShopRequest): Promise<ShopAnswer> {
    const parsed = shopSignInRequestSchema.safeParse(await request.body())
    if (!parsed.success) return refused(400, `Invalid sign-in: ${parsed.error.message}`)
    const { session } = parsed.data
    const page = allowedOrigins.find((origin) => origin === request.origin)
    if (!page) return refused(403, 'This page may not sign in to the shop')
    const fields = parseSiweMessage(session.message)
    // The nonce goes first: whatever follows, it is never accepted again.
    if (!fields.nonce || !takeNonce(fields.nonce)) {
      return refused(401, 'WRONG_NONCE: the nonce was not issued here, has expired or was used')
    }
    const client = clients.get(`eip155:${fields.chainId ?? ''}`)
    if (!client) return refused(401, `WRONG_CHAIN: the shop is not on chain ${fields.chainId}`)
    const result = await verifySignIn({
      message: session.message,
      signature: session.signature,
      nonce: fields.nonce,
      domain: new URL(page).host,
      client,
      time: now(),
    })
    if (!result.ok) return refused(401, `${result.error}: ${result.reason}`)
    // The kit's data must say what the signed text says.
    const { data } = session
    if (
      data.address.toLowerCase() !== result.address.toLowerCase() ||
      data.chainId !== result.caipNetworkId ||
      data.nonce !== result.nonce
    ) {
      return refused(400, "The session's data does not match its message")
    }
    const ends = result.expirationTime?.getTime() ?? now().getTime() + SHOP_SESSION_TTL_MS
    const token = randomBytes(32).toString('hex')
    const kept: KeptSession = { token, session, expiresAt: new Date(ends).toISOString(), ends }
    sessions.set(token, kept)
    return answer(200, shopSessionSchema, { token, session, expiresAt: kept.expiresAt })
  }

  return {
    /** Answers a /shop request; undefined for a path that is not the shop's. */
    async answer(request: ShopRequest): Promise<ShopAnswer | undefined> {
      const [resource, ...rest] = request.path
      if (rest.length > 0) return undefined
      const { method } = request
      if (resource === 'nonce' && method === 'GET') {
        const nonce = createNonce()
        nonces.set(nonce, now().getTime())
        return answer(200, shopNonceSchema, { nonce })
      }
      if (resource === 'session' && method === 'POST') return signIn(request)
      if (resource === 'session' && method === 'GET') {
        const found = sessionOf(request.authorization)
        if (!found) return refused(401, 'No session')
        const [token, kept] = found
        return answer(200, shopSessionSchema, {
          token,
          session: kept.session,
          expiresAt: kept.expiresAt,
        })
      }
      if (resource === 'session' && method === 'DELETE') {
        const found = sessionOf(request.authorization)
        if (found) sessions.delete(found[0])
        return { status: 204 }
      }
      if (resource === 'members' && method === 'GET') {
        const found = sessionOf(request.authorization)
        if (!found) return refused(401, 'Sign in to see the members area')
        return answer(200, shopMembersSchema, {
          address: found[1].session.data.address,
          perks: MEMBER_PERKS,
        })
      }
      return undefined
    },
  }
}

export type Shop = ReturnType<typeof createShop>

const MEMBER_PERKS = [
  { title: 'Early access', detail: 'New products a week before everyone else.' },
  { title: 'Free returns', detail: 'Send anything back within 60 days.' },
  { title: 'Members price', detail: '10% off the stoneware mug.' },
]
