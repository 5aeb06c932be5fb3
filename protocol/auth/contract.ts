// The HTTP contract between the frame app (frame/) and the auth service (server/): the zod
// schema of every request and response body. Both sides parse with these, so the two cannot
// drift apart. zod/mini, as the frame bundles this file and must stay small. No logic here.
import * as z from 'zod/mini'
import { ACCEPT_LANGUAGE_MAX_CHARS, RECOVERY_ENVELOPE_MAX_CHARS } from './limits'

/** An e-mail address as the service accepts it (trimmed, at most 254 characters, RFC 5321). */
export const emailSchema = z.string().check(z.trim(), z.maxLength(254), z.email())

/** The frame's device id: random, made once per frame origin profile (crypto.randomUUID()). */
export const deviceIdSchema = z.string().check(z.minLength(8), z.maxLength(128))

/** A one-time code: exactly 6 digits. */
export const otpSchema = z.string().check(z.regex(/^\d{6}$/))

/** A Shamir share or sealed share on the wire: standard base64. */
export const shareSchema = z
  .string()
  .check(z.minLength(4), z.maxLength(4096), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))

/** A checksummed or lower-case 0x address of 20 bytes. */
export const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

// ---- errors --------------------------------------------------------------------------------

export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'CONFLICT',
  'CODE_EXPIRED',
  'INVALID_CODE',
  'TOO_MANY_TRIES',
  'RATE_LIMITED',
  'TIMEOUT',
  'DEVICE_NOT_VERIFIED',
  'RECOVERY_NOT_ALLOWED',
  'EMAIL_NOT_SET',
  'INTERNAL',
] as const
export const errorCodeSchema = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof errorCodeSchema>

/** Every error answer: 400 INVALID_REQUEST / INVALID_CODE, 401 UNAUTHORIZED, 403
 * DEVICE_NOT_VERIFIED / RECOVERY_NOT_ALLOWED, 404 NOT_FOUND, 408 TIMEOUT, 409 CONFLICT /
 * EMAIL_NOT_SET (an e-mail change asked by an account without an address), 410 CODE_EXPIRED,
 * 413 INVALID_REQUEST (a body over 16 KiB), 429 RATE_LIMITED / TOO_MANY_TRIES (retryAfter in
 * seconds where a wait helps), 500 INTERNAL. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    retryAfter: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

// ---- language ------------------------------------------------------------------------------

/** The Accept-Language header: the frame sends the modal's language with every request, and
 * the e-mails a request causes are written in the nearest language the service has (English
 * without it). Optional: a header that is absent or not valid reads as English. */
export const acceptLanguageSchema = z.optional(
  z.string().check(z.maxLength(ACCEPT_LANGUAGE_MAX_CHARS)),
)

// ---- e-mail sign-in ------------------------------------------------------------------------

/** An opaque credential the service hands out (a link's token, a waiting device's). */
export const credentialSchema = z.string().check(z.minLength(16), z.maxLength(256))

/** POST /v1/email/start. `pageOrigin`: the origin of the page the frame is embedded in, shown
 * on the approval page when it is one of the service's configured embedding origins.
 * `recovery`: this device holds no usable share of the account's wallet (its storage was
 * cleared, or its share is from before a rotation): an approval link is sent even when the
 * device signed in before, so that its sign-in opens a recovery ceremony (a code alone never
 * does). */
export const emailStartRequestSchema = z.object({
  email: emailSchema,
  deviceId: deviceIdSchema,
  pageOrigin: z.optional(z.string().check(z.maxLength(512))),
  recovery: z.optional(z.boolean()),
})
export type EmailStartRequest = z.infer<typeof emailStartRequestSchema>
/** VERIFY_OTP: a code was sent (this device signed in to this address before, and did not ask
 * for a recovery). VERIFY_DEVICE: an approval link was sent (any other device, whether or not
 * the address has an account, or a device asking for a recovery);
 * `waitToken` is the device's credential for /v1/device/wait. */
export const emailStartResponseSchema = z.object({
  action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']),
  waitToken: z.optional(credentialSchema),
})
export type EmailStartResponse = z.infer<typeof emailStartResponseSchema>

/** POST /v1/device/wait (long poll, 408 TIMEOUT after at most 100 s: ask again; 401 without
 * the credential of a live approval of this device; 429 beyond the long polls allowed at once) */
export const deviceWaitRequestSchema = z.object({
  email: emailSchema,
  deviceId: deviceIdSchema,
  waitToken: credentialSchema,
})
export type DeviceWaitRequest = z.infer<typeof deviceWaitRequestSchema>
export const deviceWaitResponseSchema = z.object({ approved: z.literal(true) })
export type DeviceWaitResponse = z.infer<typeof deviceWaitResponseSchema>

/** GET /v1/device/approve?token=... (an HTML page saying what asks, with an Approve button;
 * it changes nothing) */
export const deviceApproveQuerySchema = z.object({ token: credentialSchema })

/** POST /v1/device/approve (that page's form, application/x-www-form-urlencoded): approves,
 * once. `form`: the page's token bound to the approval. Answers an HTML page. */
export const deviceApproveFormSchema = z.object({
  token: credentialSchema,
  form: z.string().check(z.minLength(16), z.maxLength(128)),
})

/** A device's public key (ECDSA P-256, the uncompressed point: 65 bytes), standard base64. */
export const deviceKeySchema = z.string().check(z.regex(/^[A-Za-z0-9+/]{87}=$/))

/** POST /v1/email/verify. `deviceKey`: the public key the frame made for this device; when the
 * sign-in went through an approval link and the account has a wallet, it opens a recovery
 * ceremony bound to that key (POST /v1/wallet/recovery). */
export const emailVerifyRequestSchema = z.object({
  email: emailSchema,
  deviceId: deviceIdSchema,
  otp: otpSchema,
  deviceKey: z.optional(deviceKeySchema),
})
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>

/** The signed-in user. `email` is null for an account no verified address is tied to (one
 * made by Farcaster, or by a social provider that did not verify the address it gave). */
export const userSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  address: z.nullable(addressSchema),
})
export type AuthUser = z.infer<typeof userSchema>

/** The answer of /v1/email/verify and /v1/session/refresh. expiresIn: the access token's
 * lifetime in seconds. */
export const sessionTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().check(z.int(), z.positive()),
  user: userSchema,
})
export type SessionTokens = z.infer<typeof sessionTokensSchema>

// ---- sessions ------------------------------------------------------------------------------

/** POST /v1/session/refresh */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().check(z.minLength(16), z.maxLength(512)),
})
export type RefreshRequest = z.infer<typeof refreshRequestSchema>
export const refreshResponseSchema = sessionTokensSchema

/** GET /v1/session (Bearer) */
export const sessionResponseSchema = z.object({ user: userSchema })
export type SessionResponse = z.infer<typeof sessionResponseSchema>

// POST /v1/session/signout (Bearer) -> 204, no body.

// ---- the embedded wallet's shares ----------------------------------------------------------

/** How a service keeps recovery shares: encrypted in the frame under the visitor's passkey or
 * password, which the service cannot open (`visitor-secret`, the default); or sealed by the
 * service under its own key, so the mailbox alone recovers (`service`, the weaker model). */
export const recoveryModeSchema = z.enum(['visitor-secret', 'service'])
export type RecoveryMode = z.infer<typeof recoveryModeSchema>

/** The recovery share as uploaded and as released: the visitor's envelope (JSON the frame made
 * and parses; opaque to the service), or, under service recovery, the share itself. */
export const recoveryShareSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('visitor'),
    envelope: z.string().check(z.minLength(2), z.maxLength(RECOVERY_ENVELOPE_MAX_CHARS)),
  }),
  z.object({ kind: z.literal('service'), share: shareSchema }),
])
export type RecoveryShare = z.infer<typeof recoveryShareSchema>

/** An EIP-191 signature (65 bytes, 0x hex) by the wallet's own key. */
export const walletSignatureSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/))

/** GET /v1/wallet/policy (Bearer): how this service keeps the recovery shares of new wallets. */
export const walletPolicyResponseSchema = z.object({ recoveryMode: recoveryModeSchema })
export type WalletPolicyResponse = z.infer<typeof walletPolicyResponseSchema>

/** PUT /v1/wallet (Bearer) -> 204: the wallet's shares, first (version 1) or rotated (the next
 * version; every other session of the user ends). `proof`: the wallet key's signature of
 * walletSharesMessage (walletProof.ts), so only the key's holder sets its shares.
 * 409 CONFLICT unless `version` is the stored one plus 1; 400 if the proof does not match. */
export const walletPutRequestSchema = z.object({
  address: addressSchema,
  version: z.number().check(z.int(), z.positive()),
  authShare: shareSchema,
  recovery: recoveryShareSchema,
  proof: walletSignatureSchema,
})
export type WalletPutRequest = z.infer<typeof walletPutRequestSchema>

/** GET /v1/wallet (Bearer); 404 NOT_FOUND before PUT. `ceremony`: this session's open recovery
 * ceremony (a new device's sign-in by approval link), if any. */
export const walletResponseSchema = z.object({
  address: addressSchema,
  version: z.number().check(z.int(), z.positive()),
  authShare: shareSchema,
  recoveryKind: z.enum(['visitor', 'service']),
  ceremony: z.nullable(z.object({ id: credentialSchema })),
})
export type WalletResponse = z.infer<typeof walletResponseSchema>

/** The device key's signature (ECDSA P-256 with SHA-256, r | s: 64 bytes), standard base64. */
export const deviceSignatureSchema = z.string().check(z.regex(/^[A-Za-z0-9+/]{86}==$/))

/** POST /v1/wallet/recovery (Bearer): releases the recovery share once per ceremony, to the
 * device that opened it: `signature` is its device key's over recoveryReleaseMessage
 * (walletProof.ts). 403 RECOVERY_NOT_ALLOWED without a live ceremony of this session or
 * with another key's signature. */
export const recoveryRequestSchema = z.object({
  ceremonyId: credentialSchema,
  signature: deviceSignatureSchema,
})
export type RecoveryRequest = z.infer<typeof recoveryRequestSchema>
export const recoveryResponseSchema = z.object({
  version: z.number().check(z.int(), z.positive()),
  recovery: recoveryShareSchema,
})
export type RecoveryResponse = z.infer<typeof recoveryResponseSchema>

// ---- e-mail update -------------------------------------------------------------------------

/** POST /v1/email/update (Bearer); 409 EMAIL_NOT_SET for an account without an address (the
 * change needs a code to the current one). */
export const emailUpdateRequestSchema = z.object({ newEmail: emailSchema })
export type EmailUpdateRequest = z.infer<typeof emailUpdateRequestSchema>
export const emailUpdateResponseSchema = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })

/** POST /v1/email/update/primary (Bearer) */
export const emailUpdatePrimaryRequestSchema = z.object({ otp: otpSchema })
export const emailUpdatePrimaryResponseSchema = z.object({
  action: z.literal('VERIFY_SECONDARY_OTP'),
})

/** POST /v1/email/update/secondary (Bearer) */
export const emailUpdateSecondaryRequestSchema = z.object({ otp: otpSchema })
export const emailUpdateSecondaryResponseSchema = z.object({ newEmail: z.string() })

// ---- chains --------------------------------------------------------------------------------

/** GET /v1/chains: the chains the service is configured with (the frame's node RPC). */
export const chainSchema = z.object({
  chainId: z.number().check(z.int(), z.positive()),
  name: z.string(),
  rpcUrl: z.string().check(z.url()),
})
export type AuthChain = z.infer<typeof chainSchema>
export const chainsResponseSchema = z.object({ chains: z.array(chainSchema) })
export type ChainsResponse = z.infer<typeof chainsResponseSchema>
