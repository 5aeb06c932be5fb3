// @vitest-environment node
// The demo shop's own sign-in server code (demo/services/shop.ts) against a real devnet node:
// a nonce is accepted once (replay protection), the Members area needs a session, a session
// ends at sign-out and at its message's expiration time.
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceChainOf, startDevnet, type Devnet } from '../../demo/devnet/start.mjs'
import { createShop, type ShopAnswer } from '../../demo/services/shop'
import {
  shopMembersSchema,
  shopNonceSchema,
  shopSessionSchema,
} from '../../demo/services/shopSchemas'
import { messageData, siweMessageText } from '../../plugins/siwx/message'
import { freePort } from '../support/freePort'

const visitor = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const ORIGIN = 'http://127.0.0.1:5173'

let devnet: Devnet | undefined

beforeAll(async () => {
  devnet = await startDevnet({ mainnetPort: await freePort(), basePort: await freePort() })
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

function shopAt(now: () => Date = () => new Date()) {
  if (!devnet) throw new Error('the devnet did not start')
  return createShop({ chains: devnet.chains.map(serviceChainOf), allowedOrigins: [ORIGIN], now })
}

type Shop = ReturnType<typeof shopAt>

const ask = (
  shop: Shop,
  method: string,
  path: string,
  { body, token, origin = ORIGIN }: { body?: unknown; token?: string; origin?: string } = {},
): Promise<ShopAnswer | undefined> =>
  shop.answer({
    method,
    path: [path],
    origin,
    authorization: token ? `Bearer ${token}` : undefined,
    body: async () => body,
  })

/** A session signed by the visitor as the kit signs it, with the shop's nonce. */
async function signedSession(shop: Shop, { expiresInMs }: { expiresInMs?: number } = {}) {
  const answer = await ask(shop, 'GET', 'nonce')
  const { nonce } = shopNonceSchema.parse(answer?.body?.value)
  const data = messageData({
    address: visitor.address,
    chainId: 'eip155:31337',
    nonce,
    now: new Date(),
    page: { host: new URL(ORIGIN).host, origin: ORIGIN },
    config: expiresInMs === undefined ? {} : { expiresInMs },
  })
  const message = siweMessageText(data)
  return { data, message, signature: await visitor.signMessage({ message }) }
}

describe("the demo shop's sign-in", () => {
  it('signs in with a nonce it issued, then serves the Members area to that session only', async () => {
    const shop = shopAt()
    const session = await signedSession(shop)
    const signedIn = await ask(shop, 'POST', 'session', { body: { session } })
    expect(signedIn?.status).toBe(200)
    const { token } = shopSessionSchema.parse(signedIn?.body?.value)

    const members = await ask(shop, 'GET', 'members', { token })
    expect(members?.status).toBe(200)
    expect(shopMembersSchema.parse(members?.body?.value)).toMatchObject({
      address: visitor.address,
    })
    expect((await ask(shop, 'GET', 'members'))?.status).toBe(401)
    expect((await ask(shop, 'GET', 'members', { token: '0'.repeat(64) }))?.status).toBe(401)
    expect(
      shopSessionSchema.parse((await ask(shop, 'GET', 'session', { token }))?.body?.value),
    ).toMatchObject({ session })
  })

  it('accepts a nonce once: the same signed session sent again is refused (replay)', async () => {
    const shop = shopAt()
    const session = await signedSession(shop)
    expect((await ask(shop, 'POST', 'session', { body: { session } }))?.status).toBe(200)
    const replay = await ask(shop, 'POST', 'session', { body: { session } })
    expect(replay?.status).toBe(401)
    expect(replay?.body?.value).toMatchObject({ error: expect.stringContaining('WRONG_NONCE') })
  })

  it('refuses a nonce it never issued, a page it does not know and a bad signature', async () => {
    const shop = shopAt()
    const session = await signedSession(shop)
    const forged = {
      ...session,
      message: session.message.replace(session.data.nonce, 'zzzzzzzz1234'),
    }
    expect((await ask(shop, 'POST', 'session', { body: { session: forged } }))?.status).toBe(401)
    expect(
      (await ask(shop, 'POST', 'session', { body: { session }, origin: 'http://127.0.0.1:9999' }))
        ?.status,
    ).toBe(403)

    const other = await signedSession(shop)
    const wrongSigner = { ...other, signature: await visitor.signMessage({ message: 'other' }) }
    const refused = await ask(shop, 'POST', 'session', { body: { session: wrongSigner } })
    expect(refused?.status).toBe(401)
    expect(refused?.body?.value).toMatchObject({ error: expect.stringContaining('BAD_SIGNATURE') })
    expect((await ask(shop, 'POST', 'session', { body: { session: 'nope' } }))?.status).toBe(400)
  })

  it('ends a session at sign-out and when its message expires', async () => {
    let now = new Date()
    const shop = shopAt(() => now)
    const first = shopSessionSchema.parse(
      (await ask(shop, 'POST', 'session', { body: { session: await signedSession(shop) } }))?.body
        ?.value,
    )
    expect((await ask(shop, 'DELETE', 'session', { token: first.token }))?.status).toBe(204)
    expect((await ask(shop, 'GET', 'members', { token: first.token }))?.status).toBe(401)

    const second = shopSessionSchema.parse(
      (
        await ask(shop, 'POST', 'session', {
          body: { session: await signedSession(shop, { expiresInMs: 60_000 }) },
        })
      )?.body?.value,
    )
    expect((await ask(shop, 'GET', 'members', { token: second.token }))?.status).toBe(200)
    now = new Date(now.getTime() + 61_000)
    expect((await ask(shop, 'GET', 'members', { token: second.token }))?.status).toBe(401)
  })
})
