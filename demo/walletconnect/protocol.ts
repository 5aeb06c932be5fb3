// The relay's side of the WalletConnect v2 relay protocol, as @walletconnect/core 2.25 speaks it
// (its relayer, subscriber and publisher, and the method names of @walletconnect/relay-api
// 1.0.11): JSON-RPC 2.0 over one WebSocket per client. Every frame a client sends is parsed
// here; a method or params the relay does not know are answered with an error, which the
// relay remembers (Relay.refusals) so a client upgrade that speaks something new is noticed.
import * as z from 'zod'

/** A topic: 32 bytes in hex, as the clients derive them. */
const topic = z.string().regex(/^[0-9a-f]{64}$/, 'a topic is 64 hex digits')
/** An encrypted envelope (base64), never read by the relay. */
const message = z.string().min(1)

const publishOptions = {
  ttl: z.number().int().positive(),
  tag: z.number().int().optional(),
  prompt: z.boolean().optional(),
  /** The dApp's Verify attestation (a JWT), passed on to the receiving wallet. */
  attestation: z.string().optional(),
}

/**
 * Besides these, sign-client adds its transaction-verification fields to what it publishes
 * (`correlationId`, `rpcMethods`, `chainId`, `txHashes`, `contractAddresses` on requests and
 * answers; `approvedChains`, `approvedMethods`, `approvedEvents`, `sessionProperties`,
 * `scopedProperties` on an approval). They are for WalletConnect's own relay; this one neither
 * reads nor keeps them, so they pass unchecked.
 */
export const publishParams = z.looseObject({ topic, message, ...publishOptions })
export type PublishParams = z.infer<typeof publishParams>

export const methodParams = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1) }),
  irn_unsubscribe: z.object({ topic, id: z.string() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z.array(z.object({ topic, id: z.string() })).min(1),
  }),
  irn_publish: publishParams,
  irn_batchPublish: z.object({ messages: z.array(publishParams).min(1) }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1) }),
  /** The dApp's session proposal, published on the pairing topic in one call. */
  wc_proposeSession: z.looseObject({
    pairingTopic: topic,
    sessionProposal: message,
    ...publishOptions,
  }),
  /**
   * The wallet's approval in one call: the proposal's answer on the pairing topic, and the
   * session settlement request on the new session topic.
   */
  wc_approveSession: z.looseObject({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ...publishOptions,
  }),
} as const

export type RelayMethod = keyof typeof methodParams
export const RELAY_METHODS = Object.keys(methodParams) as RelayMethod[]

const id = z.union([z.number().int(), z.string().min(1)])

/** A request from a client. Params are checked per method, once the method is known. */
export const clientRequest = z.object({
  id,
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.unknown(),
})

/** A client's answer to a relay push: the acknowledgement of an `irn_subscription`. */
export const clientResponse = z.union([
  z.object({ id, jsonrpc: z.literal('2.0'), result: z.unknown() }),
  z.object({
    id,
    jsonrpc: z.literal('2.0'),
    error: z.object({ code: z.number(), message: z.string() }),
  }),
])

/** The tags sign-client gives the two halves of an approval (its RPC options table). */
export const TAG_SESSION_PROPOSE_RESPONSE = 1101
export const TAG_SESSION_SETTLE_REQUEST = 1102

/** JSON-RPC error codes the relay answers with. */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
} as const
