// The relay's memory: every published message, per topic, until its TTL runs out. A message
// is delivered to each client (identified by its did:key) until that client acknowledges it
// (or fetched it with irn_batchFetchMessages), and never to the client that published it.
import { createHash } from 'node:crypto'

/** What a subscriber receives in `irn_subscription` and `irn_batchFetchMessages`. */
export interface Delivered {
  topic: string
  message: string
  publishedAt: number
  tag?: number
  attestation?: string
}

interface Stored extends Delivered {
  /** Unique per topic: the same envelope published twice is one message. */
  hash: string
  expiresAt: number
  publisher: string
  /** The clients that acknowledged it: it is not delivered to them again. */
  received: Set<string>
}

/** The longest a message is kept (the relay protocol's upper bound, 30 days). */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

export interface Publication {
  topic: string
  message: string
  ttl: number
  tag?: number
  attestation?: string
}

export class Mailbox {
  private readonly topics = new Map<string, Stored[]>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps a message; returns it as subscribers receive it, or undefined for a duplicate. */
  put(publication: Publication, publisher: string): (Delivered & { hash: string }) | undefined {
    this.sweep()
    const hash = createHash('sha256').update(publication.message).digest('hex')
    const list = this.topics.get(publication.topic) ?? []
    if (list.some((stored) => stored.hash === hash)) return undefined
    const publishedAt = this.now()
    const stored: Stored = {
      topic: publication.topic,
      message: publication.message,
      publishedAt,
      ...(publication.tag === undefined ? {} : { tag: publication.tag }),
      ...(publication.attestation ? { attestation: publication.attestation } : {}),
      hash,
      expiresAt: publishedAt + Math.min(publication.ttl, MAX_TTL_SECONDS) * 1000,
      publisher,
      received: new Set(),
    }
    list.push(stored)
    this.topics.set(publication.topic, list)
    return { ...delivered(stored), hash }
  }

  /** The messages of a topic still waiting for this client, oldest first. */
  pendingFor(topic: string, client: string): (Delivered & { hash: string })[] {
    this.sweep()
    return (this.topics.get(topic) ?? [])
      .filter((stored) => stored.publisher !== client && !stored.received.has(client))
      .map((stored) => ({ ...delivered(stored), hash: stored.hash }))
  }

  /** Records that a client has a message, so it is not delivered to it again. */
  received(topic: string, hash: string, client: string): void {
    this.topics
      .get(topic)
      ?.find((stored) => stored.hash === hash)
      ?.received.add(client)
  }

  /** How many messages are kept (expired ones are dropped first). */
  get size(): number {
    this.sweep()
    let count = 0
    for (const list of this.topics.values()) count += list.length
    return count
  }

  /** Drops every message whose TTL has run out. */
  sweep(): void {
    const now = this.now()
    for (const [topic, list] of this.topics) {
      const alive = list.filter((stored) => stored.expiresAt > now)
      if (alive.length === 0) this.topics.delete(topic)
      else if (alive.length !== list.length) this.topics.set(topic, alive)
    }
  }
}

function delivered(stored: Stored): Delivered {
  return {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    ...(stored.tag === undefined ? {} : { tag: stored.tag }),
    ...(stored.attestation ? { attestation: stored.attestation } : {}),
  }
}
