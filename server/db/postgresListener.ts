import pg from 'pg'
import { LISTEN_RECONNECT_MS } from '../limits'
import { channelIdentifier } from './database'

interface Subscriber {
  onNotify(payload: string): void
  onGap(): void
}

/**
 * One connection of its own (outside the pool: a pooled one is handed to other queries) that
 * LISTENs for every channel this instance subscribes to. When it is lost, the subscribers are
 * told (they may have missed a notification) and it connects again every LISTEN_RECONNECT_MS
 * until it succeeds.
 */
export function createListener(connectionString: string) {
  const channels = new Map<string, Set<Subscriber>>()
  let connection: Promise<pg.Client> | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  function lost(client: pg.Client) {
    if (closed) return
    connection = undefined
    client.end().catch(() => undefined)
    for (const subscribers of channels.values()) for (const one of subscribers) one.onGap()
    retry = setTimeout(() => {
      retry = undefined
      if (channels.size > 0 && !closed)
        connect().catch(() => {
          // connect() has scheduled the next attempt.
        })
    }, LISTEN_RECONNECT_MS)
    retry.unref()
  }

  function connect(): Promise<pg.Client> {
    connection ??= (async () => {
      const client = new pg.Client({ connectionString })
      client.on('notification', (message) => {
        for (const one of channels.get(message.channel) ?? []) one.onNotify(message.payload ?? '')
      })
      client.on('error', () => lost(client))
      try {
        await client.connect()
        for (const channel of channels.keys())
          await client.query(`LISTEN ${channelIdentifier(channel)}`)
      } catch (error) {
        lost(client)
        throw error
      }
      return client
    })()
    return connection
  }

  return {
    async listen(
      channel: string,
      onNotify: (payload: string) => void,
      onGap: () => void,
    ): Promise<() => Promise<void>> {
      const subscriber: Subscriber = { onNotify, onGap }
      const subscribers = channels.get(channel)
      if (subscribers) subscribers.add(subscriber)
      else {
        channels.set(channel, new Set([subscriber]))
        try {
          const client = await connect()
          // A fresh connection LISTENs to every channel already; an older one learns this one.
          await client.query(`LISTEN ${channelIdentifier(channel)}`)
        } catch (error) {
          channels.delete(channel)
          throw error
        }
      }
      return async () => {
        const set = channels.get(channel)
        set?.delete(subscriber)
        if (set?.size !== 0) return
        channels.delete(channel)
        const client = await connection?.catch(() => undefined)
        await client?.query(`UNLISTEN ${channelIdentifier(channel)}`).catch(() => undefined)
      }
    },

    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const client = await connection?.catch(() => undefined)
      await client?.end().catch(() => undefined)
    },
  }
}
