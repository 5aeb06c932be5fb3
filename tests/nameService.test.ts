// @vitest-environment node
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createNameRegistry } from '../demo/services/names'
import { registrationMessage } from '../plugins/names/schemas'

// anvil's well-known development keys.
const OWNER = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const OTHER = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)

/** A registration of `name` for OWNER's address, signed by `signer`, as the kit sends it. */
async function signed(name: string, signer = OWNER, address: string = OWNER.address) {
  const message = registrationMessage(name, Date.now())
  return {
    coin_type: 60,
    address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

/** The local services' profile calls, asked as the server routes them. */
function profileCalls() {
  const registry = createNameRegistry()
  const call = (method: string, path: string, body?: unknown) =>
    registry.answer(method, path.split('/').filter(Boolean), () => Promise.resolve(body))
  return { registry, call }
}

/** An answer's body as its schema parses it (what the server sends). */
async function parsed(answer: ReturnType<ReturnType<typeof profileCalls>['call']>) {
  const settled = await answer
  if (!settled) throw new Error('not a profile call')
  return { status: settled.status, body: settled.schema.parse(settled.body) }
}

describe('the local name service', () => {
  it('registers a name whose signature is the address’s, then looks it up both ways', async () => {
    const { registry, call } = profileCalls()
    const registered = await parsed(
      call('POST', '/v1/profile/account', await signed('Ada-Lovelace')),
    )
    expect(registered).toEqual({
      status: 200,
      body: { name: 'ada-lovelace', address: OWNER.address },
    })
    expect(await parsed(call('GET', '/v1/profile/account/ada-lovelace'))).toEqual(registered)
    expect(await parsed(call('GET', `/v1/profile/reverse/${OWNER.address.toLowerCase()}`))).toEqual(
      { status: 200, body: [{ name: 'ada-lovelace', address: OWNER.address }] },
    )
    // Identity answers the name too.
    expect(registry.byAddress.get(OWNER.address.toLowerCase())?.name).toBe('ada-lovelace')
  })

  it('refuses a signature by another key (401) and keeps no name', async () => {
    const { call } = profileCalls()
    const answer = await parsed(
      call('POST', '/v1/profile/account', await signed('grace-hopper', OTHER)),
    )
    expect(answer.status).toBe(401)
    expect((await parsed(call('GET', '/v1/profile/account/grace-hopper'))).status).toBe(404)
  })

  it('refuses names breaking the rules (400): too short, other characters', async () => {
    const { call } = profileCalls()
    for (const name of ['abc', 'ada lovelace', 'ada.eth', 'ada_l']) {
      const answer = await parsed(call('POST', '/v1/profile/account', await signed(name)))
      expect(answer.status, name).toBe(400)
    }
    const notJson = await parsed(
      call('POST', '/v1/profile/account', {
        coin_type: 60,
        address: OWNER.address,
        message: 'register ada',
        signature: await OWNER.signMessage({ message: 'register ada' }),
      }),
    )
    expect(notJson.status).toBe(400)
  })

  it('refuses a name another address holds (409), and lets its holder sign it again', async () => {
    const { call } = profileCalls()
    await call('POST', '/v1/profile/account', await signed('ada-lovelace'))
    const taken = await parsed(
      call('POST', '/v1/profile/account', await signed('ada-lovelace', OTHER, OTHER.address)),
    )
    expect(taken.status).toBe(409)
    const again = await parsed(call('POST', '/v1/profile/account', await signed('ada-lovelace')))
    expect(again.status).toBe(200)
  })

  it('suggests names like the one typed that follow the rules, saying which are taken', async () => {
    const { call } = profileCalls()
    await call('POST', '/v1/profile/account', await signed('ada-1'))
    const answer = await parsed(call('GET', '/v1/profile/suggestions/ada'))
    expect(answer.body).toEqual({
      suggestions: [
        { name: 'ada-1', registered: true },
        { name: 'ada-2', registered: false },
        { name: 'ada-app', registered: false },
        { name: 'adax', registered: false },
      ],
    })
    expect((await parsed(call('GET', '/v1/profile/suggestions/a%20b'))).status).toBe(400)
  })

  it('lists every name an address holds, the one identity answers first', async () => {
    const { call } = profileCalls()
    await call('POST', '/v1/profile/account', await signed('first-name'))
    await call('POST', '/v1/profile/account', await signed('second-name'))
    const answer = await parsed(call('GET', `/v1/profile/reverse/${OWNER.address}`))
    expect(answer.body).toEqual([
      { name: 'second-name', address: OWNER.address },
      { name: 'first-name', address: OWNER.address },
    ])
    expect(await call('GET', '/v1/identity/x')).toBeUndefined()
  })
})
