import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { MailMessage } from './schemas'

/**
 * A local SMTP server that accepts every message to anyone, without authentication or TLS,
 * on 127.0.0.1 only, and keeps what it received (the demo's stand-in for the visitor's
 * mailbox; nothing is relayed anywhere).
 */

export interface MailSink {
  port: number
  /** Newest first. */
  messages(): MailMessage[]
  /** Calls `listener` with each message received from now on; returns the unsubscribe. */
  onMessage(listener: (message: MailMessage) => void): () => void
  stop(): Promise<void>
}

// The sink keeps the last messages only: a long demo session must not grow it without end.
const KEPT_MESSAGES = 500
// A message larger than this is refused (the service's are a few hundred bytes).
const MAX_MESSAGE_BYTES = 1_000_000

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value]
  return list.flatMap((item) => item.value.map((entry) => entry.address ?? '')).filter(Boolean)
}

function envelopeFrom(mailFrom: false | { address: string }): string {
  return mailFrom ? mailFrom.address : ''
}

export async function startMailSink({ port = 0 }: { port?: number } = {}): Promise<MailSink> {
  const received: MailMessage[] = []
  const listeners = new Set<(message: MailMessage) => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Portico demo mail sink',
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const message: MailMessage = {
            id: randomUUID(),
            from: addresses(parsed.from)[0] ?? envelopeFrom(session.envelope.mailFrom),
            to:
              addresses(parsed.to).length > 0
                ? addresses(parsed.to)
                : session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          }
          received.unshift(message)
          received.length = Math.min(received.length, KEPT_MESSAGES)
          for (const listener of listeners) listener(message)
          callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address: AddressInfo | string | null = server.server.address()
  if (!address || typeof address === 'string') throw new Error('the mail sink has no TCP port')
  return {
    port: address.port,
    messages: () => [...received],
    onMessage(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
