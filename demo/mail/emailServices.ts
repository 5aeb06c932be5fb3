import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AuthChain } from '../../protocol/auth/contract'
import { aesGcmSealer, SEALING_KEY_BYTES } from '../../server/sealing'
import { startAuthService } from '../../server/service'
import type { SocialConfig } from '../../server/social/providers'
import { migratedPgliteVolume } from '../../server/testing/pgliteTemplate'
import { buildFrame } from '../../frame/build.mjs'
import { startMailApi } from './api'
import type { MailMessage } from './schemas'
import { startMailSink } from './sink'

/**
 * The e-mail sign-in's services for one browser suite (tests/e2e/stack.ts `email: true`):
 * the frame built into a temporary directory, the SMTP sink and its HTTP API, and the auth
 * service on free ports, its PGlite database in the same temporary directory (a migrated one
 * from the server tests' dump, server/testing/pgliteTemplate.ts: PGlite's initdb would take
 * seconds).
 */
export interface EmailServices {
  /**
   * The auth service, e.g. `http://127.0.0.1:41234` (or `http://localhost:41234`, see
   * `authHost`); the frame is at `${authUrl}/frame/`.
   */
  authUrl: string
  /** The sink's HTTP API (GET /messages), for the Mailbox page. */
  mailUrl: string
  smtpPort: number
  /** The messages received so far, newest first. */
  messages(): MailMessage[]
  /**
   * Moves the auth service's clock forward: the suite skips a wait of the service's (the
   * e-mail resend cooldown) that a visitor would sit through, instead of sleeping.
   */
  advanceClock(ms: number): void
  stop(): Promise<void>
}

export async function startEmailServices({
  pageOrigin,
  chains,
  authHost,
  frameDir: builtFrameDir,
  authPort = 0,
  social,
}: {
  /** The demo page's origin: allowed to frame /frame/ and to read the mail API. */
  pageOrigin: string
  chains: readonly { chainId: number; name: string; rpcUrl: string }[]
  /**
   * The host name the page reaches the auth service by (it listens on 127.0.0.1 either way):
   * `localhost` where the frame makes passkeys, since WebAuthn takes no IP address as its
   * relying party.
   */
  authHost?: 'localhost'
  /** The frame already built (frame/build.mjs), e.g. once for a whole test run; else built here. */
  frameDir?: string
  /** The auth service's port; 0 (default): a free one. */
  authPort?: number
  /** Social sign-in's providers and Farcaster relay (tests/support/social/standIns.ts); none: off. */
  social?: SocialConfig
}): Promise<EmailServices> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-e2e-email-'))
  const stops: Array<() => Promise<void>> = [() => rm(dir, { recursive: true, force: true })]
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    const frameDir = builtFrameDir ?? (await buildFrame(path.join(dir, 'frame')))
    const sink = await startMailSink()
    stops.push(() => sink.stop())
    const mailApi = await startMailApi(sink, { allowedOrigins: [pageOrigin] })
    stops.push(() => mailApi.stop())
    const dataDir = path.join(dir, 'db')
    await migratedPgliteVolume(dataDir)
    let skipped = 0
    const authChains: AuthChain[] = chains.map(({ chainId, name, rpcUrl }) => ({
      chainId,
      name,
      rpcUrl,
    }))
    const auth = await startAuthService({
      port: authPort,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir },
      now: () => Date.now() + skipped,
      smtp: {
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        from: 'Portico <no-reply@portico.localhost>',
      },
      // The service's default recovery: the frame asks the visitor for a passkey or a recovery
      // password, and the service keeps only their envelope. Key in memory: the database lives
      // as long as this.
      custody: {
        shareSealer: aesGcmSealer(new Uint8Array(randomBytes(SEALING_KEY_BYTES))),
        recoveryMode: 'visitor-secret',
      },
      otpPepper: new Uint8Array(randomBytes(32)),
      frameAncestors: [pageOrigin],
      frameDir,
      chains: authChains,
      trustProxy: false,
      social,
    })
    stops.push(() => auth.stop())
    const authUrl = new URL(auth.url)
    if (authHost) authUrl.hostname = authHost
    return {
      authUrl: authUrl.origin,
      mailUrl: mailApi.url,
      smtpPort: sink.port,
      messages: () => sink.messages(),
      advanceClock: (ms) => {
        skipped += ms
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
