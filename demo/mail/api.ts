import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AddressInfo } from 'node:net'
import * as z from 'zod/mini'
import type { MailSink } from './sink'
import { mailListSchema, type MailList } from './schemas'

/**
 * The sink's messages over HTTP for the Mailbox page and the browser tests:
 * GET /messages[?to=<address>] -> { messages } newest first. Read by the demo page from its own
 * origin, so CORS allows exactly the given origins.
 */
export function mailApiApp(sink: MailSink, allowedOrigins: readonly string[]) {
  const toQuerySchema = z.object({ to: z.optional(z.string().check(z.maxLength(254))) })
  return new Hono()
    .use('*', cors({ origin: [...allowedOrigins], allowMethods: ['GET'] }))
    .get('/messages', (c) => {
      const query = toQuerySchema.safeParse(c.req.query())
      if (!query.success) return c.json({ error: 'to: an e-mail address' }, 400)
      const to = query.data.to?.toLowerCase()
      const messages = sink
        .messages()
        .filter((message) => !to || message.to.some((address) => address.toLowerCase() === to))
      // Parsed as the page parses it, so a drift fails here first.
      const body: MailList = mailListSchema.parse({ messages })
      return c.json(body)
    })
}

export interface MailApi {
  url: string
  stop(): Promise<void>
}

export async function startMailApi(
  sink: MailSink,
  { port = 0, allowedOrigins }: { port?: number; allowedOrigins: readonly string[] },
): Promise<MailApi> {
  const app = mailApiApp(sink, allowedOrigins)
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port })
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject)
    server.once('listening', () => {
      const info = server.address()
      if (info && typeof info === 'object') resolve(info)
      else reject(new Error('the mail API has no TCP port'))
    })
  })
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
