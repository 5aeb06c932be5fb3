// @vitest-environment node
// The Verify stand-in, checked the way the wallet's client checks it, and the kit's
// `endpoints.walletConnectVerify` reaching the real universal provider.
import { verifyP256Jwt } from '@walletconnect/utils'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { createWalletConnectClient } from '../../core/connectors/walletconnect/client'
import { pointVerifyAt } from '../../core/connectors/walletconnect/verify'
import { resolveOptions } from '../../core/options/resolve'
import { startWalletConnect, type WalletConnectStack } from '../../demo/walletconnect/server'

// vitest.setup.ts gives every suite a stand-in of the universal provider; this one checks
// the real client's shape.
vi.unmock('@walletconnect/universal-provider')

let stack: WalletConnectStack

beforeAll(async () => {
  stack = await startWalletConnect()
})
afterAll(async () => {
  await stack.stop()
})

const publicKeyAnswer = z.object({
  publicKey: z.object({
    crv: z.literal('P-256'),
    ext: z.boolean(),
    key_ops: z.array(z.string()),
    kty: z.literal('EC'),
    x: z.string(),
    y: z.string(),
  }),
  expiresAt: z.number(),
})
const attestationClaims = z.object({
  id: z.string(),
  origin: z.string(),
  isVerified: z.boolean(),
  isScam: z.boolean(),
  exp: z.number(),
})

const ID = 'ab'.repeat(32)

async function attestationFrom(page: string): Promise<string> {
  const match = /postMessage\(("(?:[^"\\]|\\.)*")/.exec(page)
  if (!match?.[1]) throw new Error('the page posts no attestation')
  const posted = z
    .object({ type: z.literal('verify_attestation'), attestation: z.string() })
    .parse(JSON.parse(z.string().parse(JSON.parse(match[1]))))
  return posted.attestation
}

async function attest(origin: string, referer?: string) {
  const url = new URL(`${stack.verifyUrl}/v3/attestation`)
  url.search = new URLSearchParams({
    projectId: 'p1',
    origin,
    id: ID,
    decryptedId: 'cd'.repeat(32),
  }).toString()
  const response = await fetch(url, referer ? { headers: { referer } } : {})
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/html')
  return attestationFrom(await response.text())
}

describe('the Verify stand-in', () => {
  it('attests the embedding page, signed with the key it publishes', async () => {
    const key = publicKeyAnswer.parse(
      await (await fetch(`${stack.verifyUrl}/v3/public-key`)).json(),
    )
    const token = await attest('http://127.0.0.1:5173', 'http://127.0.0.1:5173/shop?x=1')
    // The wallet client's own check (@walletconnect/utils).
    const claims = attestationClaims.parse(verifyP256Jwt(token, key.publicKey))
    expect(claims).toMatchObject({
      id: ID,
      origin: 'http://127.0.0.1:5173',
      isVerified: true,
      isScam: false,
    })
    expect(claims.exp * 1000).toBeGreaterThan(Date.now())
  })

  it('does not verify an origin the browser did not report', async () => {
    const key = publicKeyAnswer.parse(
      await (await fetch(`${stack.verifyUrl}/v3/public-key`)).json(),
    )
    const token = await attest('https://bank.example', 'http://127.0.0.1:5173/')
    expect(attestationClaims.parse(verifyP256Jwt(token, key.publicKey))).toMatchObject({
      origin: 'http://127.0.0.1:5173',
      isVerified: false,
    })
    const unseen = await attest('https://bank.example')
    expect(attestationClaims.parse(verifyP256Jwt(unseen, key.publicKey)).isVerified).toBe(false)
  })

  it('refuses a malformed attestation request', async () => {
    const response = await fetch(`${stack.verifyUrl}/v3/attestation?projectId=p1&origin=nope&id=1`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Invalid attestation request')
  })
})

describe('endpoints.walletConnectVerify', () => {
  it('points the real universal provider at the Verify service beside the relay', async () => {
    const options = resolveOptions({
      projectId: 'p1',
      networks: ['eip155:1'],
      endpoints: { walletConnectRelay: stack.relayUrl, walletConnectVerify: `${stack.verifyUrl}/` },
    })
    expect(options.endpoints.walletConnectVerify).toBe(stack.verifyUrl)
    const client = await createWalletConnectClient(options)
    try {
      const verify = z
        .object({
          client: z.object({ core: z.object({ verify: z.object({ verifyUrlV3: z.string() }) }) }),
        })
        .parse(client)
      expect(verify.client.core.verify.verifyUrlV3).toBe(`${stack.verifyUrl}/v3`)
    } finally {
      await client.disconnect().catch(() => undefined)
    }
  })

  it('reports a client without the expected Verify controller', () => {
    expect(pointVerifyAt({ client: { core: {} } }, 'http://127.0.0.1:1')).toBe(false)
    const shaped = {
      client: { core: { verify: { verifyUrlV3: 'https://verify.walletconnect.org/v3' } } },
    }
    expect(pointVerifyAt(shaped, 'http://127.0.0.1:1')).toBe(true)
    expect(shaped.client.core.verify.verifyUrlV3).toBe('http://127.0.0.1:1/v3')
  })
})
