// The local stack's WalletConnect: the relay (WebSocket) and the Verify stand-in (HTTP) on one
// port of 127.0.0.1. The kit reaches them through `endpoints.walletConnectRelay` (the ws://
// address) and `endpoints.walletConnectVerify` (the http:// address).
import { createWriteStream, type WriteStream } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRelay, type FrameLogEntry, type Relay } from './relay'
import { createVerifyService } from './verify'

export interface WalletConnectStack {
  relayUrl: string
  verifyUrl: string
  relay: Relay
  stop(): Promise<void>
}

export interface WalletConnectStackOptions {
  /** 0 (the default) for a free port. */
  port?: number
  log?: (line: string) => void
  /** The clock of message TTLs and JWT expiry (tests move it). */
  now?: () => number
  /**
   * A file to append the relay's frame log to, one JSON object a line (FrameLogEntry), with
   * every envelope in it: for finding out what the clients did when a pairing stalls. By
   * default the PORTICO_WC_FRAME_LOG environment variable's path, so a suite can be run with
   * the log without a change; without either, no log.
   */
  frameLogFile?: string
}

/** The environment variable naming the frame log's file (see frameLogFile). */
export const FRAME_LOG_VARIABLE = 'PORTICO_WC_FRAME_LOG'

function frameLogTo(file: string): { write(entry: FrameLogEntry): void; close(): Promise<void> } {
  const stream: WriteStream = createWriteStream(file, { flags: 'a' })
  return {
    write: (entry) => stream.write(`${JSON.stringify(entry)}\n`),
    close: () => new Promise((resolve) => stream.end(() => resolve())),
  }
}

export async function startWalletConnect(
  options: WalletConnectStackOptions = {},
): Promise<WalletConnectStack> {
  const frameLogFile = options.frameLogFile ?? process.env[FRAME_LOG_VARIABLE]
  const frameLog = frameLogFile ? frameLogTo(frameLogFile) : undefined
  const relay = createRelay({
    ...(options.log ? { log: options.log } : {}),
    ...(frameLog ? { frames: frameLog.write } : {}),
    ...(options.now ? { now: options.now } : {}),
  })
  const verify = createVerifyService(options.now)
  const server = createServer((request, response) => {
    if (verify.handle(request, response)) return
    // A plain GET on the root says what this is (and lets `npm run demo` see it is up).
    if (request.method === 'GET' && (request.url === '/' || request.url === '/health')) {
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('Portico demo WalletConnect relay and Verify\n')
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('Not found\n')
  })
  server.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    relayUrl: `ws://127.0.0.1:${port}`,
    verifyUrl: `http://127.0.0.1:${port}`,
    relay,
    async stop() {
      await relay.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await frameLog?.close()
    },
  }
}
