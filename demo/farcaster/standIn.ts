// The local stand-in of Sign In With Farcaster: the relay's channels (POST /v1/channel, GET
// /v1/channel/status, the shapes of Farcaster's relay), the registry of custody addresses by
// fid (GET /v1/custody/<fid>, standing in for the Id Registry's custodyOf), and a page that
// plays the Farcaster app (GET /connect?channelToken=...): the visitor picks an account, whose
// custody key signs the Sign In With Farcaster message (EIP-4361), and the channel completes.
import { randomBytes } from 'node:crypto'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { PrivateKeyAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import * as z from 'zod'
import { channelRequestSchema, type ChannelStatus } from '../../server/social/farcasterRelay'
import { accountOf, type FarcasterAccount } from './accounts'
import { connectPage, donePage, endedPage, PAGE_HEADERS } from './pages'

/** How long a channel lives when its request names no expiration time. */
const CHANNEL_LIFETIME_MS = 5 * 60_000
/** Farcaster's chain (OP Mainnet), named in the message. */
const FARCASTER_CHAIN_ID = 10

interface Channel {
  request: z.infer<typeof channelRequestSchema>
  expiresAt: number
  status: ChannelStatus
}

export interface FarcasterStandInOptions {
  /** Default 5178; 0: a free port. */
  port?: number
  host?: string
  /** The clock (tests share the auth service's fake one). */
  now?: () => number
}

export interface FarcasterStandIn {
  url: string
  /**
   * Completes a channel as the app does when `account` approves; `signer`: another key than
   * the account's custody key (tests: a signature the registry does not vouch for).
   */
  approve(
    channelToken: string,
    account: FarcasterAccount,
    signer?: PrivateKeyAccount,
  ): Promise<boolean>
  stop(): Promise<void>
}

const connectFormSchema = z.object({
  channelToken: z.string().min(8).max(256),
  fid: z.coerce.number().int().positive(),
})

export async function startFarcasterStandIn(
  options: FarcasterStandInOptions = {},
): Promise<FarcasterStandIn> {
  const now = options.now ?? Date.now
  const host = options.host ?? '127.0.0.1'
  const channels = new Map<string, Channel>()
  let base = ''

  /** The channel of a token while it lives; ended ones are forgotten. */
  function live(token: string): Channel | undefined {
    const channel = channels.get(token)
    if (channel && channel.expiresAt <= now()) channels.delete(token)
    return channel && channel.expiresAt > now() ? channel : undefined
  }

  async function approve(
    channelToken: string,
    account: FarcasterAccount,
    signer: PrivateKeyAccount = account.custody,
  ): Promise<boolean> {
    const channel = live(channelToken)
    if (!channel || channel.status.state !== 'pending') return false
    const { request } = channel
    const message = createSiweMessage({
      domain: request.domain,
      address: account.custody.address,
      statement: 'Farcaster Auth',
      uri: request.siweUri,
      version: '1',
      chainId: FARCASTER_CHAIN_ID,
      nonce: request.nonce,
      issuedAt: new Date(now()),
      expirationTime: new Date(channel.expiresAt),
      resources: [`farcaster://fid/${account.fid}`],
    })
    channel.status = {
      state: 'completed',
      nonce: request.nonce,
      message,
      signature: await signer.signMessage({ message }),
      fid: account.fid,
      username: account.username,
      displayName: account.displayName,
    }
    return true
  }

  const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1]

  const app = new Hono()
    .post('/v1/channel', async (c) => {
      const parsed = channelRequestSchema.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) return c.json({ error: 'invalid channel request' }, 400)
      const token = randomBytes(24).toString('base64url')
      const asked = parsed.data.expirationTime
      const expiresAt = Math.min(
        asked !== undefined && !Number.isNaN(Date.parse(asked)) ? Date.parse(asked) : Infinity,
        now() + CHANNEL_LIFETIME_MS,
      )
      channels.set(token, {
        request: parsed.data,
        expiresAt,
        status: { state: 'pending', nonce: parsed.data.nonce },
      })
      return c.json(
        {
          channelToken: token,
          url: `${base}/connect?channelToken=${encodeURIComponent(token)}`,
          nonce: parsed.data.nonce,
        },
        201,
      )
    })
    .get('/v1/channel/status', (c) => {
      const channel = live(bearer(c.req.header('authorization')) ?? '')
      if (!channel) return c.json({ error: 'unknown or ended channel' }, 401)
      return c.json(channel.status, channel.status.state === 'pending' ? 202 : 200)
    })
    .get('/v1/custody/:fid', (c) => {
      const account = accountOf(Number(c.req.param('fid')))
      if (!account) return c.json({ error: 'unknown fid' }, 404)
      return c.json({ fid: account.fid, custodyAddress: account.custody.address })
    })
    .get('/connect', (c) => {
      const token = c.req.query('channelToken') ?? ''
      const channel = live(token)
      if (!channel || channel.status.state !== 'pending')
        return c.html(endedPage(), 410, PAGE_HEADERS)
      return c.html(connectPage(token, channel.request.domain), 200, PAGE_HEADERS)
    })
    .post('/connect', async (c) => {
      const form = connectFormSchema.safeParse(await c.req.parseBody())
      const account = form.success ? accountOf(form.data.fid) : undefined
      if (!form.success || !account || !(await approve(form.data.channelToken, account)))
        return c.html(endedPage(), 410, PAGE_HEADERS)
      return c.html(donePage(account.username), 200, PAGE_HEADERS)
    })
    .get('/', (c) => c.json({ service: 'farcaster stand-in' }))

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, hostname: host, port: options.port ?? 5178 }, () =>
      resolve(started),
    )
    started.once('error', reject)
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening on a port')
  base = `http://${host}:${address.port}`
  return {
    url: base,
    approve,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
      }),
  }
}
