// The messages between the kit and the embedded wallet's frame (the frame messages
// and their result shapes). One table, imported by both sides (the e-mail plugin's frame client
// on the kit, frame/ in the frame): every request type with its payload and its success result.
// Each side parses what it receives against this table and drops what does not match.
import * as z from 'zod/mini'
import { isEmailAddress } from './emailAddress'

// Only the zod functions the host page already loads (z.enum for a literal, refinements for
// formats and bounds, z.custom for records): the e-mail plugin bundles this table, and any
// other zod class it used would join the zod chunk in the host page's first download.
const refined = (check: (value: string) => boolean, message: string) =>
  z.string().check(z.refine(check, message))

/** A plain object (what structured clone and JSON give) whose every value passes `entry`. */
const recordOf = <T>(entry: (value: unknown) => value is T, message: string) =>
  z.custom<Record<string, T>>((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
    const proto: unknown = Object.getPrototypeOf(value)
    return (proto === Object.prototype || proto === null) && Object.values(value).every(entry)
  }, message)
const isUnknown = (_value: unknown): _value is unknown => true
const isString = (value: unknown): value is string => typeof value === 'string'
// A finite number, as z.number() takes it.
const isStringOrNumber = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

const chainIdSchema = z.union([z.string().check(z.minLength(1)), z.number()])
const accountTypeSchema = z.enum(['eoa', 'smartAccount'])
// Not trimmed here: the kit's e-mail views trim what the visitor typed before sending it.
const emailAddress = refined(isEmailAddress, 'must be an e-mail address')
const otp = z.string()
const empty = z.object({})

/** The user a login or get-user request answers with. */
export const frameUserSchema = z.object({
  email: z.nullish(z.string()),
  address: refined((value) => /^0x[0-9a-fA-F]{40}$/.test(value), 'must be a 0x address'),
  chainId: chainIdSchema,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: accountTypeSchema }))),
  userName: z.nullish(z.string()),
  /** Where `userName` comes from: the social provider or Farcaster the visitor signed in with. */
  socialProvider: z.optional(
    z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']),
  ),
  preferredAccountType: z.optional(z.string()),
  smartAccountDeployed: z.optional(z.boolean()),
})
export type FrameUser = z.infer<typeof frameUserSchema>

const rpcParams = z.optional(
  z.union([z.array(z.unknown()), recordOf(isUnknown, 'must be an array or an object')]),
)

/** An EIP-1193 request forwarded to the frame's wallet. */
export const frameRpcRequestSchema = z.object({ method: z.string(), params: rpcParams })
export type FrameRpcRequest = z.infer<typeof frameRpcRequestSchema>

const themeSchema = z.object({
  themeMode: z.enum(['light', 'dark']),
  themeVariables: recordOf(isStringOrNumber, 'must map names to strings or numbers'),
  w3mThemeVariables: recordOf(isString, 'must map names to strings'),
})

const dappDataSchema = z.object({
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string()),
    }),
  ),
  sdkVersion: z.string(),
  sdkType: z.string(),
  projectId: z.string(),
  /** The modal's language: the frame follows it. */
  language: z.optional(z.string()),
})

/**
 * Every app-to-frame request: its payload and the payload of its success reply.
 * The error reply of each is `{ message, code?, retryAfter? }`.
 */
export const FRAME_REQUESTS = {
  SWITCH_NETWORK: {
    payload: z.object({ chainId: chainIdSchema }),
    result: z.object({ chainId: chainIdSchema }),
  },
  CONNECT_EMAIL: {
    payload: z.object({ email: emailAddress }),
    result: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { payload: empty, result: empty },
  CONNECT_OTP: { payload: z.object({ otp }), result: empty },
  CONNECT_SOCIAL: {
    payload: z.object({
      /**
       * Where the sign-in came back to, with the one-time grant in its fragment
       * (`#portico_social_grant=...`): the address of the page after the redirect fallback, or
       * the fragment alone after the popup's message. The frame redeems it with its own secret.
       */
      uri: z.string(),
      preferredAccountType: z.optional(z.string()),
      chainId: z.optional(chainIdSchema),
    }),
    result: frameUserSchema,
  },
  GET_FARCASTER_URI: { payload: empty, result: z.object({ url: z.string() }) },
  CONNECT_FARCASTER: { payload: empty, result: z.object({ userName: z.string() }) },
  GET_USER: {
    payload: z.object({
      chainId: z.optional(chainIdSchema),
      preferredAccountType: z.optional(z.string()),
      socialUri: z.optional(z.string()),
    }),
    result: frameUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({
      provider: z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']),
      /**
       * The redirect fallback (the popup was refused): the page the provider's answer comes back
       * to, with the grant in its fragment. Absent: the popup flow.
       */
      returnTo: z.optional(refined((value) => value.length <= 2048, 'must be a short address')),
    }),
    result: z.object({ uri: z.string() }),
  },
  SIGN_OUT: { payload: empty, result: empty },
  IS_CONNECTED: {
    payload: z.object({ token: z.optional(z.string()) }),
    result: z.object({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { payload: empty, result: z.object({ chainId: chainIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: empty,
    result: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: {
    payload: empty,
    result: z.object({ address: z.string(), isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: accountTypeSchema }),
    result: z.object({ type: accountTypeSchema, address: z.string() }),
  },
  RPC_REQUEST: { payload: frameRpcRequestSchema, result: z.unknown() },
  UPDATE_EMAIL: {
    payload: z.object({ email: emailAddress }),
    result: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: {
    payload: z.object({ otp }),
    result: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: z.object({ otp }),
    result: z.object({ newEmail: z.string() }),
  },
  SYNC_THEME: { payload: themeSchema, result: empty },
  SYNC_DAPP_DATA: { payload: dappDataSchema, result: empty },
  RELOAD: { payload: empty, result: empty },
  /**
   * The visitor left the approval (the modal closed): the frame refuses the request it is
   * asking about, and every one queued behind it, as rejected by the visitor.
   */
  CANCEL_APPROVAL: { payload: empty, result: empty },
  /**
   * The visitor left the recovery screen (the modal closed, or Back): the frame cancels the
   * question it shows, and the unlock that asked fails with RECOVERY_CANCELLED.
   */
  CANCEL_RECOVERY: { payload: empty, result: empty },
} as const

export type FrameRequestType = keyof typeof FRAME_REQUESTS
export type FramePayload<T extends FrameRequestType> = z.infer<
  (typeof FRAME_REQUESTS)[T]['payload']
>
export type FrameResult<T extends FrameRequestType> = z.infer<(typeof FRAME_REQUESTS)[T]['result']>

export const FRAME_REQUEST_TYPES = Object.keys(FRAME_REQUESTS) as FrameRequestType[]

export function isFrameRequestType(type: unknown): type is FrameRequestType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(FRAME_REQUESTS, type)
}

/** The error reply's payload (its message), with the service's code. */
export const frameErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  retryAfter: z.optional(z.number()),
})
export type FrameErrorPayload = z.infer<typeof frameErrorSchema>

const requestId = refined(
  (value) => value.length >= 1 && value.length <= 100,
  'must be 1 to 100 characters',
)

/**
 * The code of the error reply to a request the visitor refused inside the frame (Reject,
 * Escape, or the modal closed): the kit's provider answers it as EIP-1193's 4001.
 */
export const FRAME_USER_REJECTED = 'USER_REJECTED'

/**
 * The frame's consent, as events: NEEDED when it starts asking the visitor about the
 * RPC_REQUEST of id `requestId` (the kit shows the frame then); SIZE with the height its
 * approval view wants; DONE when that request is over (approved and carried out, refused, or
 * failed), after which the frame draws nothing.
 */
export const frameApprovalEventSchema = z.union([
  z.object({
    type: z.enum(['FRAME_APPROVAL_NEEDED']),
    payload: z.object({ requestId }),
  }),
  z.object({
    type: z.enum(['FRAME_APPROVAL_SIZE']),
    payload: z.object({
      height: z.number().check(z.refine((value) => value >= 0 && value <= 10_000, 'a height')),
    }),
  }),
  z.object({
    type: z.enum(['FRAME_APPROVAL_DONE']),
    payload: z.object({ requestId, outcome: z.enum(['approved', 'rejected', 'failed']) }),
  }),
])
export type FrameApprovalEvent = z.infer<typeof frameApprovalEventSchema>

/**
 * The frame's recovery screens, as events: NEEDED when an unlock (during the request of id
 * `requestId`) starts asking the visitor for the wallet's recovery passkey or password, or to
 * choose one for a new wallet (the kit shows the frame then, and no request of the frame
 * times out while the visitor answers); SIZE with the height its screen wants; DONE when that
 * unlock is over (unlocked, cancelled by the visitor, or failed), after which the frame draws
 * nothing.
 */
export const frameRecoveryEventSchema = z.union([
  z.object({
    type: z.enum(['FRAME_RECOVERY_NEEDED']),
    payload: z.object({ requestId }),
  }),
  z.object({
    type: z.enum(['FRAME_RECOVERY_SIZE']),
    payload: z.object({
      height: z.number().check(z.refine((value) => value >= 0 && value <= 10_000, 'a height')),
    }),
  }),
  z.object({
    type: z.enum(['FRAME_RECOVERY_DONE']),
    payload: z.object({ requestId, outcome: z.enum(['unlocked', 'cancelled', 'failed']) }),
  }),
])
export type FrameRecoveryEvent = z.infer<typeof frameRecoveryEventSchema>

/**
 * The frame's storage is refused where it is embedded (a browser that blocks a cross-site
 * frame's localStorage and IndexedDB, as with third-party cookies blocked): the frame starts
 * nothing and says so in place of FRAME_READY, so the kit can offer the wallet's own window.
 */
export const frameStorageBlockedSchema = z.object({
  type: z.enum(['FRAME_STORAGE_BLOCKED']),
  payload: z.optional(z.object({})),
})

/** Events the frame sends on its own: ready and a new session's token. */
export const frameReadySchema = z.object({
  type: z.enum(['FRAME_READY']),
  payload: z.optional(z.object({ version: z.optional(z.string()) })),
})
export const frameSessionUpdateSchema = z.object({
  type: z.enum(['FRAME_SESSION_UPDATE']),
  payload: z.object({ token: z.string() }),
})
export type FrameSessionUpdate = z.infer<typeof frameSessionUpdateSchema>

/** An app-to-frame message before its payload is read: id (a UUID), type, payload. */
export const appEnvelopeSchema = z.object({
  id: requestId,
  type: z.string(),
  payload: z.optional(z.unknown()),
})

/** A frame reply before its payload is read: `<TYPE>_SUCCESS` or `<TYPE>_ERROR`. */
export const replyEnvelopeSchema = z.object({
  id: requestId,
  type: z.string(),
  payload: z.optional(z.unknown()),
})

export type AppMessage = {
  [T in FrameRequestType]: { id: string; type: T; payload: FramePayload<T> }
}[FrameRequestType]

/**
 * An app-to-frame message as the frame receives it: the envelope, a known type and that
 * type's payload. Undefined when anything does not match.
 */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  const envelope = appEnvelopeSchema.safeParse(data)
  if (!envelope.success || !isFrameRequestType(envelope.data.type)) return undefined
  const { id, type } = envelope.data
  const payload = FRAME_REQUESTS[type].payload.safeParse(envelope.data.payload ?? {})
  if (!payload.success) return undefined
  return { id, type, payload: payload.data } as AppMessage
}

export const successType = (type: FrameRequestType) => `${type}_SUCCESS` as const
export const errorType = (type: FrameRequestType) => `${type}_ERROR` as const

/** A frame reply as the kit reads it for a request of `type` it is waiting on. */
export type ParsedReply<T extends FrameRequestType> =
  | { id: string; ok: true; result: FrameResult<T> }
  | { id: string; ok: false; error: FrameErrorPayload }

/** Reads a reply to a request of `type`; undefined when it is not one, or does not match. */
export function parseReply<T extends FrameRequestType>(
  type: T,
  data: unknown,
): ParsedReply<T> | undefined {
  const envelope = replyEnvelopeSchema.safeParse(data)
  if (!envelope.success) return undefined
  const { id } = envelope.data
  if (envelope.data.type === successType(type)) {
    const result = FRAME_REQUESTS[type].result.safeParse(envelope.data.payload ?? {})
    return result.success ? { id, ok: true, result: result.data as FrameResult<T> } : undefined
  }
  if (envelope.data.type === errorType(type)) {
    const error = frameErrorSchema.safeParse(envelope.data.payload)
    return error.success ? { id, ok: false, error: error.data } : undefined
  }
  return undefined
}
