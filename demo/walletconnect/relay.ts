// A WalletConnect relay for the local stack: clients connect over WebSocket with their auth
// JWT in the URL, subscribe to topics, publish encrypted envelopes to them, and receive what
// others published as `irn_subscription` pushes they acknowledge. It reads no envelope: like
// the real relay it only routes and keeps messages for their TTL (see protocol.ts, mailbox.ts).
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import * as z from 'zod'
import { readClientJwt } from './clientJwt'
import { Mailbox, type Delivered, type Publication } from './mailbox'
import {
  RPC_ERRORS,
  TAG_SESSION_PROPOSE_RESPONSE,
  TAG_SESSION_SETTLE_REQUEST,
  clientRequest,
  clientResponse,
  methodParams,
  type PublishParams,
  type RelayMethod,
} from './protocol'

/** Node clients drop a relay that has not pinged them for 40 s; browsers have no such rule. */
const PING_INTERVAL_MS = 15_000

interface Client {
  socket: WebSocket
  /** This connection's number (a client that reconnects gets a new one). */
  connection: number
  /** The client's did:key, from its auth JWT: the same across its reconnections. */
  id: string
  /** Subscription ids by topic. */
  topics: Map<string, string>
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** One entry of the frame log: a frame in or out, or a connection opening or closing. */
export interface FrameLogEntry {
  /** Milliseconds since the epoch. */
  at: number
  /** The connection's number, in the order the relay accepted them. */
  connection: number
  /** The client's did:key. */
  client: string
  event: 'open' | 'in' | 'out' | 'close'
  /** The frame as sent (text), for `in` and `out`; the close code and reason for `close`. */
  data?: string
}

export interface RelayOptions {
  /** Where to report connections and refusals; silent by default. */
  log?: (line: string) => void
  /**
   * Every frame in and out, and every connection opened and closed, in order: for finding
   * out what a client did when a pairing stalls. Off by default (it sees every envelope).
   */
  frames?: (entry: FrameLogEntry) => void
  now?: () => number
}

/** A frame the relay answered with a JSON-RPC error. */
export interface Refusal {
  /** The request's method; undefined for a frame that was no request. */
  method?: string
  code: number
  message: string
}

/** How many refusals the relay remembers (the latest ones). */
const REFUSALS_KEPT = 100

export interface Relay {
  /** Routes an HTTP upgrade request: a WebSocket for a client with a valid auth JWT. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Messages currently kept (for tests and the demo's log). */
  readonly mailbox: Mailbox
  /**
   * The latest frames answered with an error, oldest first. A client speaking a method or
   * params this relay does not know shows up here (and in the log) rather than only as a
   * client retrying quietly: the suites that pair real clients expect it empty.
   */
  readonly refusals: readonly Refusal[]
  close(): Promise<void>
}

const subscriptionId = (topic: string, client: string) =>
  createHash('sha256').update(`${topic}${client}`).digest('hex')

export function createRelay(options: RelayOptions = {}): Relay {
  const log = options.log ?? (() => undefined)
  const mailbox = new Mailbox(options.now)
  const wss = new WebSocketServer({ noServer: true })
  const subscribers = new Map<string, Set<Client>>()
  // Pushes waiting for their acknowledgement: relay request id -> what it delivered.
  const unacknowledged = new Map<number, { topic: string; hash: string; client: Client }>()
  const refusals: Refusal[] = []
  let nextId = Date.now() * 1000
  let connections = 0
  const frames = options.frames
  const logFrame = (client: Client, event: FrameLogEntry['event'], data?: string) =>
    frames?.({
      at: Date.now(),
      connection: client.connection,
      client: client.id,
      event,
      ...(data === undefined ? {} : { data }),
    })

  const ping = setInterval(() => {
    for (const socket of wss.clients) socket.ping()
    // Expired messages go even on a quiet relay (otherwise they go on the next access).
    mailbox.sweep()
  }, PING_INTERVAL_MS)
  ping.unref()

  function send(client: Client, frame: object) {
    if (client.socket.readyState !== client.socket.OPEN) return
    const text = JSON.stringify(frame)
    logFrame(client, 'out', text)
    client.socket.send(text)
  }

  /** Answers a frame with a JSON-RPC error, and remembers and logs that it did. */
  function refuse(
    client: Client,
    id: string | number | null,
    error: { code: number; message: string },
    method?: string,
  ) {
    refusals.push({ ...(method === undefined ? {} : { method }), ...error })
    if (refusals.length > REFUSALS_KEPT) refusals.shift()
    log(`refused ${method ?? 'a frame'} from ${client.id}: ${error.code} ${error.message}`)
    send(client, { id, jsonrpc: '2.0', error })
  }

  function push(client: Client, message: Delivered & { hash: string }) {
    const subscription = client.topics.get(message.topic)
    if (!subscription) return
    nextId += 1
    unacknowledged.set(nextId, { topic: message.topic, hash: message.hash, client })
    const { hash: _hash, ...data } = message
    send(client, {
      id: nextId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscription, data },
    })
  }

  function subscribe(client: Client, topic: string): string {
    const id = subscriptionId(topic, client.id)
    client.topics.set(topic, id)
    const set = subscribers.get(topic) ?? new Set()
    set.add(client)
    subscribers.set(topic, set)
    return id
  }

  function unsubscribe(client: Client, topic: string) {
    client.topics.delete(topic)
    subscribers.get(topic)?.delete(client)
  }

  /** Keeps the message and pushes it to every subscriber but the publisher. */
  function publish(publication: Publication, publisher: Client) {
    const stored = mailbox.put(publication, publisher.id)
    if (!stored) return
    for (const client of subscribers.get(publication.topic) ?? []) {
      if (client.id !== publisher.id) push(client, stored)
    }
  }

  const publication = (params: PublishParams): Publication => ({
    topic: params.topic,
    message: params.message,
    ttl: params.ttl,
    ...(params.tag === undefined ? {} : { tag: params.tag }),
    ...(params.attestation ? { attestation: params.attestation } : {}),
  })

  /**
   * Answers one request; what it subscribed is delivered after the answer (`after`).
   * @throws ZodError for params the method does not accept.
   */
  function answer(
    client: Client,
    method: RelayMethod,
    raw: unknown,
  ): { result: unknown; after?: () => void } {
    const deliverPending = (topics: string[]) => () => {
      for (const topic of topics)
        for (const message of mailbox.pendingFor(topic, client.id)) push(client, message)
    }
    switch (method) {
      case 'irn_subscribe': {
        const { topic } = methodParams.irn_subscribe.parse(raw)
        return { result: subscribe(client, topic), after: deliverPending([topic]) }
      }
      case 'irn_batchSubscribe': {
        const { topics } = methodParams.irn_batchSubscribe.parse(raw)
        return {
          result: topics.map((topic) => subscribe(client, topic)),
          after: deliverPending(topics),
        }
      }
      case 'irn_unsubscribe':
        unsubscribe(client, methodParams.irn_unsubscribe.parse(raw).topic)
        return { result: true }
      case 'irn_batchUnsubscribe':
        for (const { topic } of methodParams.irn_batchUnsubscribe.parse(raw).subscriptions)
          unsubscribe(client, topic)
        return { result: true }
      case 'irn_publish':
        publish(publication(methodParams.irn_publish.parse(raw)), client)
        return { result: true }
      case 'irn_batchPublish':
        for (const message of methodParams.irn_batchPublish.parse(raw).messages)
          publish(publication(message), client)
        return { result: true }
      case 'irn_batchFetchMessages': {
        // Fetched counts as received: no acknowledgement follows a fetch.
        const messages = methodParams.irn_batchFetchMessages
          .parse(raw)
          .topics.flatMap((topic) => mailbox.pendingFor(topic, client.id))
        for (const message of messages) mailbox.received(message.topic, message.hash, client.id)
        return {
          result: { messages: messages.map(({ hash: _hash, ...data }) => data), hasMore: false },
        }
      }
      case 'wc_proposeSession': {
        // The proposer's client skips its own subscribe to the pairing topic (sign-client
        // creates the pairing with `skipSubscribe`): proposing subscribes it, so the answer
        // reaches it.
        const params = methodParams.wc_proposeSession.parse(raw)
        subscribe(client, params.pairingTopic)
        publish(
          publication({ ...params, topic: params.pairingTopic, message: params.sessionProposal }),
          client,
        )
        return { result: true, after: deliverPending([params.pairingTopic]) }
      }
      case 'wc_approveSession': {
        // Likewise the approving wallet is subscribed to the new session topic here.
        const params = methodParams.wc_approveSession.parse(raw)
        subscribe(client, params.sessionTopic)
        publish(
          {
            topic: params.pairingTopic,
            message: params.sessionProposalResponse,
            ttl: params.ttl,
            tag: TAG_SESSION_PROPOSE_RESPONSE,
          },
          client,
        )
        publish(
          {
            topic: params.sessionTopic,
            message: params.sessionSettlementRequest,
            ttl: params.ttl,
            tag: TAG_SESSION_SETTLE_REQUEST,
          },
          client,
        )
        return { result: true, after: deliverPending([params.sessionTopic]) }
      }
    }
  }

  function onFrame(client: Client, data: RawData) {
    if (frames) logFrame(client, 'in', data.toString())
    let frame: unknown
    try {
      frame = JSON.parse(data.toString())
    } catch {
      refuse(client, null, { code: RPC_ERRORS.parse, message: 'Parse error: not JSON' })
      return
    }
    const response = clientResponse.safeParse(frame)
    if (response.success && typeof response.data.id === 'number') {
      const pending = unacknowledged.get(response.data.id)
      if (pending && pending.client === client) {
        unacknowledged.delete(response.data.id)
        if ('result' in response.data) mailbox.received(pending.topic, pending.hash, client.id)
      }
      return
    }
    const request = clientRequest.safeParse(frame)
    if (!request.success) {
      refuse(client, null, {
        code: RPC_ERRORS.invalidRequest,
        message: `Invalid request: ${z.prettifyError(request.error)}`,
      })
      return
    }
    const { id, method, params } = request.data
    try {
      if (!(method in methodParams))
        throw new RpcError(RPC_ERRORS.methodNotFound, `Method not found: ${method}`)
      const { result, after } = answer(client, method as RelayMethod, params)
      send(client, { id, jsonrpc: '2.0', result })
      after?.()
    } catch (error) {
      const [code, message] =
        error instanceof z.ZodError
          ? [RPC_ERRORS.invalidParams, `Invalid ${method} params: ${z.prettifyError(error)}`]
          : error instanceof RpcError
            ? [error.code, error.message]
            : [RPC_ERRORS.invalidRequest, error instanceof Error ? error.message : String(error)]
      refuse(client, id, { code, message }, method)
    }
  }

  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'ws://relay.local')
    let clientId: string
    try {
      const projectId = url.searchParams.get('projectId')
      if (!projectId) throw new Error('projectId is missing')
      clientId = readClientJwt(url.searchParams.get('auth') ?? '', (options.now ?? Date.now)()).iss
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      log(`refused a client: ${reason}`)
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${reason}`,
      )
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      connections += 1
      const client: Client = {
        socket: ws,
        connection: connections,
        id: clientId,
        topics: new Map(),
      }
      log(`client connected: ${clientId}`)
      logFrame(client, 'open')
      ws.on('message', (data) => onFrame(client, data))
      ws.on('close', (code, reason) => {
        logFrame(client, 'close', `${code} ${reason.toString()}`.trim())
        for (const topic of client.topics.keys()) subscribers.get(topic)?.delete(client)
        // Not acknowledged before the socket closed: delivered again on its next subscribe.
        for (const [id, pending] of unacknowledged)
          if (pending.client === client) unacknowledged.delete(id)
      })
    })
  }

  return {
    handleUpgrade,
    mailbox,
    refusals,
    async close() {
      clearInterval(ping)
      for (const socket of wss.clients) socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
