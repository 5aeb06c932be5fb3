import * as z from 'zod/mini'
import { fetchJson, UpstreamError } from './upstream'

/**
 * The Sign In With Farcaster relay's calls the service makes (the shapes of Farcaster's relay,
 * `relay.farcaster.xyz`, which the local stack's stand-in copies): open a channel for a
 * sign-in, then read its status, which holds the signed message once the visitor's Farcaster
 * app approved. And the registry of custody addresses, which says whose key may sign for an
 * fid. Nothing the relay says is trusted until the signature checks out (farcaster.ts).
 */

/** POST /v1/channel */
export const channelRequestSchema = z.object({
  siweUri: z.string().check(z.url()),
  domain: z.string().check(z.minLength(1), z.maxLength(253)),
  nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,64}$/)),
  expirationTime: z.optional(z.string()),
})
export type ChannelRequest = z.infer<typeof channelRequestSchema>
export const channelResponseSchema = z.object({
  channelToken: z.string().check(z.minLength(8), z.maxLength(256)),
  url: z.string().check(z.url()),
  nonce: z.string(),
})
export type ChannelResponse = z.infer<typeof channelResponseSchema>

/** A fid: Farcaster's account number. */
export const fidSchema = z.number().check(z.int(), z.positive())

/** GET /v1/channel/status (Authorization: Bearer <channel token>): 202 pending, 200 completed,
 * 401 for a channel that is unknown or has ended. */
export const channelStatusSchema = z.union([
  z.object({ state: z.literal('pending'), nonce: z.string() }),
  z.object({
    state: z.literal('completed'),
    nonce: z.string(),
    message: z.string().check(z.maxLength(4096)),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/)),
    fid: fidSchema,
    username: z.optional(z.string().check(z.maxLength(64))),
    displayName: z.optional(z.string().check(z.maxLength(256))),
  }),
])
export type ChannelStatus = z.infer<typeof channelStatusSchema>

/** The registry's answer: GET /v1/custody/<fid> (the stand-in of the Id Registry's custodyOf). */
export const custodyResponseSchema = z.object({
  fid: fidSchema,
  custodyAddress: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
})

/** Opens a channel at the relay. */
export async function openChannel(relayUrl: string, request: ChannelRequest) {
  const { body } = await fetchJson(
    `${relayUrl}/v1/channel`,
    channelResponseSchema,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    },
    [200, 201],
  )
  return body
}

/** The channel's status; `expired` when the relay no longer knows it. */
export async function channelStatus(
  relayUrl: string,
  channelToken: string,
): Promise<ChannelStatus | { state: 'expired' }> {
  try {
    const { body } = await fetchJson(
      `${relayUrl}/v1/channel/status`,
      channelStatusSchema,
      { headers: { authorization: `Bearer ${channelToken}` } },
      [200, 202],
    )
    return body
  } catch (error) {
    if (error instanceof UpstreamError && / answered (401|404)$/.test(error.message))
      return { state: 'expired' }
    throw error
  }
}

/** The custody address of `fid`, as the registry knows it; undefined for an unknown fid. */
export async function custodyOf(registryUrl: string, fid: number): Promise<string | undefined> {
  try {
    const { body } = await fetchJson(`${registryUrl}/v1/custody/${fid}`, custodyResponseSchema)
    return body.fid === fid ? body.custodyAddress : undefined
  } catch (error) {
    if (error instanceof UpstreamError && / answered 404$/.test(error.message)) return undefined
    throw error
  }
}
