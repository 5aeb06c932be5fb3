// @vitest-environment node
// The relay's protocol, frame by frame, with raw WebSocket clients signing their auth JWT the
// way @walletconnect/core does (@walletconnect/relay-auth).
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import * as z from 'zod'
import type { FrameLogEntry } from '../../demo/walletconnect/relay'
import { startWalletConnect, type WalletConnectStack } from '../../demo/walletconnect/server'

let stack: WalletConnectStack
let clock = Date.now()
const sockets: WebSocket[] = []

beforeAll(async () => {
  stack = await startWalletConnect({ now: () => clock })
})
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate()
})
afterAll(async () => {
  await stack.stop()
})

const frame = z.looseObject({ id: z.union([z.number(), z.string(), z.null()]) })
const push = z.object({
  id: z.number(),
  jsonrpc: z.literal('2.0'),
  method: z.literal('irn_subscription'),
  params: z.object({
    id: z.string(),
    data: z.object({
      topic: z.string(),
      message: z.string(),
      publishedAt: z.number(),
      tag: z.number().optional(),
      attestation: z.string().optional(),
    }),
  }),
})
type Push = z.infer<typeof push>

/** A raw client: its requests answered by id, the relay's pushes queued. */
interface RawClient {
  request(
    method: string,
    params: unknown,
  ): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  /** The next push (acknowledged unless told otherwise). */
  nextPush(options?: { ack?: boolean }): Promise<Push>
  /** Pushes received so far and not taken. */
  readonly pushes: Push[]
  close(): Promise<void>
}

const topic = () => randomBytes(32).toString('hex')

async function authFor(keyPair = generateKeyPair()) {
  const seconds = Math.floor(clock / 1000)
  return signJWT(randomBytes(32).toString('hex'), stack.relayUrl, 24 * 60 * 60, keyPair, seconds)
}

async function connect(keyPair = generateKeyPair()): Promise<RawClient> {
  const auth = await authFor(keyPair)
  const socket = new WebSocket(`${stack.relayUrl}/?projectId=p1&auth=${auth}`)
  sockets.push(socket)
  const waiting = new Map<number, (answer: Record<string, unknown>) => void>()
  const pushes: Push[] = []
  const pushWaiters: Array<() => void> = []
  let nextId = 1
  socket.on('message', (data) => {
    const parsed: unknown = JSON.parse(data.toString())
    const pushed = push.safeParse(parsed)
    if (pushed.success) {
      pushes.push(pushed.data)
      pushWaiters.shift()?.()
      return
    }
    const answer = frame.parse(parsed)
    if (typeof answer.id === 'number') waiting.get(answer.id)?.(answer)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const ack = (id: number) => socket.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
  return {
    pushes,
    request(method, params) {
      const id = nextId++
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return new Promise((resolve) => waiting.set(id, resolve))
    },
    async nextPush({ ack: acknowledge = true } = {}) {
      if (pushes.length === 0) await new Promise<void>((resolve) => pushWaiters.push(resolve))
      const taken = pushes.shift()
      if (!taken) throw new Error('no push arrived')
      if (acknowledge) ack(taken.id)
      return taken
    },
    async close() {
      socket.close()
      await new Promise((resolve) => socket.once('close', resolve))
    },
  }
}

/** Lets frames in flight arrive (one round trip through the relay). */
const settle = async (client: RawClient) => {
  await client.request('irn_batchFetchMessages', { topics: [topic()] })
}

describe('connecting', () => {
  it('refuses a client without a valid auth JWT or project id', async () => {
    const refused = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url)
        // Terminating before the handshake completes is reported as an error: expected here.
        socket.on('error', () => undefined)
        socket.once('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0)
          socket.terminate()
        })
      })
    expect(await refused(`${stack.relayUrl}/?projectId=p1&auth=not-a-jwt`)).toBe(401)
    const auth = await authFor()
    expect(await refused(`${stack.relayUrl}/?auth=${auth}`)).toBe(401)
    // Signed by another key than its issuer claims.
    const [head, body] = auth.split('.')
    const forged = `${head}.${body}.${(await authFor()).split('.')[2]}`
    expect(await refused(`${stack.relayUrl}/?projectId=p1&auth=${forged}`)).toBe(401)
    // Expired an hour ago.
    const seconds = Math.floor(clock / 1000) - 2 * 60 * 60
    const expired = await signJWT('sub', stack.relayUrl, 60 * 60, generateKeyPair(), seconds)
    expect(await refused(`${stack.relayUrl}/?projectId=p1&auth=${expired}`)).toBe(401)
  })
})

describe('publishing and subscribing', () => {
  it('delivers to subscribers but never back to the publisher', async () => {
    const alice = await connect()
    const bob = await connect()
    const shared = topic()
    const subscribed = await bob.request('irn_subscribe', { topic: shared })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    await alice.request('irn_subscribe', { topic: shared })
    expect(
      await alice.request('irn_publish', {
        topic: shared,
        message: 'aGVsbG8=',
        ttl: 300,
        tag: 1108,
        prompt: true,
      }),
    ).toMatchObject({ result: true })
    const received = await bob.nextPush()
    expect(received.params).toEqual({
      id: subscribed.result,
      data: { topic: shared, message: 'aGVsbG8=', publishedAt: clock, tag: 1108 },
    })
    await settle(alice)
    expect(alice.pushes).toEqual([])
  })

  it("accepts sign-client 2.25's transaction-verification fields and passes none of them on", async () => {
    const wallet = await connect()
    const dapp = await connect()
    const session = topic()
    await dapp.request('irn_subscribe', { topic: session })
    const answered = await wallet.request('irn_publish', {
      topic: session,
      message: 'cmVzdWx0',
      ttl: 300,
      prompt: false,
      tag: 1109,
      correlationId: 1795735557302854,
      rpcMethods: ['eth_sendTransaction'],
      chainId: 'eip155:1',
      txHashes: ['0x' + 'ab'.repeat(32)],
      contractAddresses: [null],
    })
    expect(answered).toMatchObject({ result: true })
    expect((await dapp.nextPush()).params.data).toEqual({
      topic: session,
      message: 'cmVzdWx0',
      publishedAt: clock,
      tag: 1109,
    })
  })

  it('keeps messages for a later subscriber, once per client, until it acknowledges them', async () => {
    const alice = await connect()
    const bobKey = generateKeyPair()
    const shared = topic()
    await alice.request('irn_publish', {
      topic: shared,
      message: 'Zmlyc3Q=',
      ttl: 300,
      attestation: 'a.b.c',
    })

    const bob = await connect(bobKey)
    await bob.request('irn_subscribe', { topic: shared })
    const unacknowledged = await bob.nextPush({ ack: false })
    expect(unacknowledged.params.data).toMatchObject({ message: 'Zmlyc3Q=', attestation: 'a.b.c' })
    await bob.close()

    // Not acknowledged before the socket closed: the same client gets it again.
    const bobAgain = await connect(bobKey)
    await bobAgain.request('irn_batchSubscribe', { topics: [shared] })
    expect((await bobAgain.nextPush()).params.data.message).toBe('Zmlyc3Q=')
    await bobAgain.close()

    const bobThird = await connect(bobKey)
    await bobThird.request('irn_subscribe', { topic: shared })
    await settle(bobThird)
    expect(bobThird.pushes).toEqual([])
  })

  it('hands kept messages out by irn_batchFetchMessages, each once', async () => {
    const alice = await connect()
    const bob = await connect()
    const first = topic()
    const second = topic()
    await alice.request('irn_batchPublish', {
      messages: [
        { topic: first, message: 'b25l', ttl: 300 },
        { topic: second, message: 'dHdv', ttl: 300 },
      ],
    })
    const fetched = await bob.request('irn_batchFetchMessages', { topics: [first, second] })
    expect(fetched.result).toEqual({
      messages: [
        { topic: first, message: 'b25l', publishedAt: clock },
        { topic: second, message: 'dHdv', publishedAt: clock },
      ],
      hasMore: false,
    })
    expect(
      (await bob.request('irn_batchFetchMessages', { topics: [first, second] })).result,
    ).toEqual({
      messages: [],
      hasMore: false,
    })
    // The publisher does not fetch its own messages.
    expect((await alice.request('irn_batchFetchMessages', { topics: [first] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('drops messages when their TTL runs out', async () => {
    const alice = await connect()
    const bob = await connect()
    const shared = topic()
    await alice.request('irn_publish', { topic: shared, message: 'c2hvcnQ=', ttl: 30 })
    clock += 30_001
    try {
      expect((await bob.request('irn_batchFetchMessages', { topics: [shared] })).result).toEqual({
        messages: [],
        hasMore: false,
      })
    } finally {
      clock -= 30_001
    }
  })

  it('stops delivering after irn_unsubscribe', async () => {
    const alice = await connect()
    const bob = await connect()
    const shared = topic()
    const { result: id } = await bob.request('irn_subscribe', { topic: shared })
    expect(await bob.request('irn_unsubscribe', { topic: shared, id })).toMatchObject({
      result: true,
    })
    await alice.request('irn_publish', { topic: shared, message: 'bGF0ZQ==', ttl: 300 })
    await settle(bob)
    expect(bob.pushes).toEqual([])
  })
})

describe('the session methods of sign-client 2.25', () => {
  it('wc_proposeSession publishes on the pairing topic and subscribes the proposer to it', async () => {
    const dapp = await connect()
    const wallet = await connect()
    const pairing = topic()
    await dapp.request('wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
      tag: 1100,
    })
    await wallet.request('irn_subscribe', { topic: pairing })
    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: pairing,
      message: 'cHJvcG9zYWw=',
      tag: 1100,
    })

    const session = topic()
    await wallet.request('wc_approveSession', {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: 'YW5zd2Vy',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    // The proposer hears the answer without having subscribed itself.
    expect((await dapp.nextPush()).params.data).toMatchObject({
      topic: pairing,
      message: 'YW5zd2Vy',
      tag: 1101,
    })
    await dapp.request('irn_subscribe', { topic: session })
    expect((await dapp.nextPush()).params.data).toMatchObject({
      topic: session,
      message: 'c2V0dGxl',
      tag: 1102,
    })
    // And the wallet, subscribed to the session by approving, hears the dApp there.
    await dapp.request('irn_publish', { topic: session, message: 'cmVxdWVzdA==', ttl: 300 })
    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: session,
      message: 'cmVxdWVzdA==',
    })
  })
})

describe('bad requests', () => {
  it('answers with JSON-RPC errors, keeps the connection and remembers what it refused', async () => {
    const client = await connect()
    const before = stack.relay.refusals.length
    expect((await client.request('irn_teleport', {})).error).toMatchObject({ code: -32601 })
    const invalid = await client.request('irn_publish', { topic: 'short', message: '', ttl: 0 })
    expect(invalid.error?.code).toBe(-32602)
    expect(invalid.error?.message).toContain('topic')
    expect(await client.request('irn_subscribe', { topic: topic() })).toHaveProperty('result')
    expect(stack.relay.refusals.slice(before)).toEqual([
      { method: 'irn_teleport', code: -32601, message: 'Method not found: irn_teleport' },
      { method: 'irn_publish', code: -32602, message: invalid.error?.message },
    ])
  })
})

describe('the frame log (opt-in)', () => {
  it('writes every connection and frame, in order, to the file it is given', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portico-relay-log-'))
    const file = path.join(dir, 'frames.jsonl')
    const logged = await startWalletConnect({ now: () => clock, frameLogFile: file })
    try {
      const auth = await authFor()
      const socket = new WebSocket(`${logged.relayUrl}/?projectId=p1&auth=${auth}`)
      sockets.push(socket)
      await new Promise((resolve) => socket.once('open', resolve))
      const subscribed = topic()
      socket.send(
        JSON.stringify({
          id: 1,
          jsonrpc: '2.0',
          method: 'irn_subscribe',
          params: { topic: subscribed },
        }),
      )
      await new Promise((resolve) => socket.once('message', resolve))
      socket.close(1000, 'done')
      await new Promise((resolve) => socket.once('close', resolve))
    } finally {
      await logged.stop()
    }
    const entries = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as FrameLogEntry)
    await rm(dir, { recursive: true, force: true })
    expect(entries.map(({ connection, event }) => [connection, event])).toEqual([
      [1, 'open'],
      [1, 'in'],
      [1, 'out'],
      [1, 'close'],
    ])
    expect(JSON.parse(entries[1]?.data ?? '')).toMatchObject({ method: 'irn_subscribe' })
    expect(JSON.parse(entries[2]?.data ?? '')).toMatchObject({ id: 1, result: expect.any(String) })
    expect(entries[3]?.data).toBe('1000 done')
    expect(new Set(entries.map((entry) => entry.client)).size).toBe(1)
  })
})
