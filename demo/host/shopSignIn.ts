// The demo shop's sign-in, as a host writes it: the kit's `siwx` option backed by the shop's
// own server (demo/services/shop.ts, which checks each session with portico/server). The
// shop's bearer token is kept in localStorage, so a reload stays signed in while the server
// still holds the session.
import type { SiwxConfig, SiwxSession } from '../../index'
import {
  shopMembersSchema,
  shopNonceSchema,
  shopSessionSchema,
  type ShopMembers,
} from '../services/shopSchemas'

const TOKEN_KEY = 'portico-demo:shopToken'
/** A session lasts an hour: the message's expiration time, which the shop's server honours. */
const SESSION_MS = 60 * 60_000

const readToken = () => localStorage.getItem(TOKEN_KEY)

async function call(url: string, init: RequestInit = {}): Promise<Response> {
  const token = readToken()
  const response = await fetch(url, {
    ...init,
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
  })
  return response
}

async function failure(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '')
  return new Error(`The shop answered ${response.status}: ${text}`)
}

export function shopSignIn(servicesUrl: string) {
  const shop = `${servicesUrl}/shop`

  const siwx: SiwxConfig = {
    required: true,
    statement: 'Sign in to the Portico demo shop to see the members area.',
    expiresInMs: SESSION_MS,
    async getNonce() {
      const response = await call(`${shop}/nonce`)
      if (!response.ok) throw await failure(response)
      return shopNonceSchema.parse(await response.json()).nonce
    },
    async addSession(session: SiwxSession) {
      const response = await call(`${shop}/session`, {
        method: 'POST',
        body: JSON.stringify({ session }),
      })
      if (!response.ok) throw await failure(response)
      localStorage.setItem(TOKEN_KEY, shopSessionSchema.parse(await response.json()).token)
    },
    async getSessions(chainId: string, address: string) {
      if (!readToken()) return []
      const response = await call(`${shop}/session`)
      if (response.status === 401) {
        localStorage.removeItem(TOKEN_KEY)
        return []
      }
      if (!response.ok) throw await failure(response)
      const { session } = shopSessionSchema.parse(await response.json())
      const matches =
        session.data.chainId === chainId &&
        session.data.address.toLowerCase() === address.toLowerCase()
      return matches ? [session] : []
    },
    async revokeSession() {
      const response = await call(`${shop}/session`, { method: 'DELETE' })
      localStorage.removeItem(TOKEN_KEY)
      if (!response.ok) throw await failure(response)
    },
  }

  /** The members area, which the shop's server gives a signed-in session only. */
  async function members(): Promise<ShopMembers> {
    const response = await call(`${shop}/members`)
    if (!response.ok) throw await failure(response)
    return shopMembersSchema.parse(await response.json())
  }

  return { siwx, members }
}
