import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AuthChain } from '../../server/contract'
import { aesGcmSealer, SEALING_KEY_BYTES } from '../../server/sealing'
import { startAuthService } from '../../server/service'
import { buildFrame } from '../../frame/build.mjs'
import { startMailApi } from './api'
import type { MailMessage } from './schemas'
import { startMailSink } from './sink'

/**
 * The e-mail sign-in's services for one browser suite (tests/e2e/stack.ts `email: true`):
 * the frame built into a temporary directory, the SMTP sink and its HTTP API, and the auth
 * service on free ports, its PGlite database in the same temporary directory.
 */
export interface EmailServices {
  /** The auth service, e.g. `http://127.0.0.1:41234`; the frame is at `${authUrl}/frame/`. */
  authUrl: string
  /** The sink's HTTP API (GET /messages), for the Mailbox page. */
  mailUrl: string
  smtpPort: number
  /** The messages received so far, newest first. */
  messages(): MailMessage[]
  stop(): Promise<void>
}

export async function startEmailServices({
  pageOrigin,
  chains,
}: {
  /** The demo page's origin: allowed to frame /frame/ and to read the mail API. */
  pageOrigin: string
  chains: readonly { chainId: number; name: string; rpcUrl: string }[]
}): Promise<EmailServices> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-e2e-email-'))
  const stops: Array<() => Promise<void>> = [() => rm(dir, { recursive: true, force: true })]
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    const frameDir = await buildFrame(path.join(dir, 'frame'))
    const sink = await startMailSink()
    stops.push(() => sink.stop())
    const mailApi = await startMailApi(sink, { allowedOrigins: [pageOrigin] })
    stops.push(() => mailApi.stop())
    const authChains: AuthChain[] = chains.map(({ chainId, name, rpcUrl }) => ({
      chainId,
      name,
      rpcUrl,
    }))
    const auth = await startAuthService({
      port: 0,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: path.join(dir, 'db') },
      smtp: {
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        from: 'Portico <no-reply@portico.localhost>',
      },
      // Service recovery until the frame can ask for a passkey or a recovery password: the
      // browser suites sign in without one. Keys in memory: the database lives as long as this.
      custody: {
        shareSealer: aesGcmSealer(new Uint8Array(randomBytes(SEALING_KEY_BYTES))),
        recoveryMode: 'service',
        recoverySealer: aesGcmSealer(new Uint8Array(randomBytes(SEALING_KEY_BYTES))),
      },
      otpPepper: new Uint8Array(randomBytes(32)),
      frameAncestors: [pageOrigin],
      frameDir,
      chains: authChains,
      trustProxy: false,
    })
    stops.push(() => auth.stop())
    return {
      authUrl: auth.url,
      mailUrl: mailApi.url,
      smtpPort: sink.port,
      messages: () => sink.messages(),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
