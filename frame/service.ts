import type * as z from 'zod/mini'
import {
  chainsResponseSchema,
  deviceWaitResponseSchema,
  emailStartResponseSchema,
  emailUpdatePrimaryResponseSchema,
  emailUpdateResponseSchema,
  emailUpdateSecondaryResponseSchema,
  errorBodySchema,
  recoveryResponseSchema,
  refreshResponseSchema,
  sessionResponseSchema,
  sessionTokensSchema,
  walletPolicyResponseSchema,
  walletResponseSchema,
  type RecoveryRequest,
  type WalletPutRequest,
} from '../protocol/auth/contract'
import {
  farcasterStartResponseSchema,
  farcasterStatusResponseSchema,
  socialSessionSchema,
  socialStartResponseSchema,
  type FarcasterStartRequest,
  type FarcasterStatusRequest,
  type SocialRedeemRequest,
  type SocialStartRequest,
} from '../protocol/auth/social'

/** An error answer of the service, with its contract code (and retryAfter seconds). */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

export interface ServiceClientOptions {
  /** The service's origin (the frame is served by it: same origin, no CORS). */
  baseUrl: string
  fetch?: typeof fetch
  /** The modal's language, sent as Accept-Language (the e-mails follow it where they can). */
  language?: () => string | undefined
  /** The origin of the page embedding the frame, shown on the service's approval page. */
  pageOrigin?: string
}

type Schema<T> = z.ZodMiniType<T>

/**
 * The auth service's HTTP contract (protocol/auth/contract.ts), from the frame: every answer is
 * parsed with the contract's schema; an error answer becomes a ServiceError.
 */
export function createServiceClient(options: ServiceClientOptions) {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: Schema<T> | undefined,
    body?: unknown,
    token?: string,
  ): Promise<T | undefined> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const language = options.language?.()
    if (language) headers['accept-language'] = language
    const response = await fetchImpl(new URL(path, options.baseUrl).toString(), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined))
      if (parsed.success) {
        const { code, message, retryAfter } = parsed.data.error
        throw new ServiceError(response.status, code, message, retryAfter)
      }
      throw new ServiceError(response.status, 'INTERNAL', `The service answered ${response.status}`)
    }
    if (!schema) return undefined
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) {
      throw new ServiceError(response.status, 'INVALID_RESPONSE', `Unexpected answer from ${path}`)
    }
    return parsed.data
  }
  const must = async <T>(promise: Promise<T | undefined>): Promise<T> => {
    const value = await promise
    if (value === undefined) throw new ServiceError(500, 'INVALID_RESPONSE', 'Empty answer')
    return value
  }

  return {
    /**
     * `recovery`: this device is known but has no usable share (it found RECOVERY_REQUIRED):
     * the service sends the approval link, whose sign-in opens a recovery ceremony.
     */
    startEmail: (email: string, deviceId: string, recovery = false) =>
      must(
        call('POST', '/v1/email/start', emailStartResponseSchema, {
          email,
          deviceId,
          ...(options.pageOrigin !== undefined && { pageOrigin: options.pageOrigin }),
          ...(recovery && { recovery }),
        }),
      ),
    /** The long poll, with the credential the start answered with VERIFY_DEVICE. */
    waitForDevice: (email: string, deviceId: string, waitToken: string) =>
      must(
        call('POST', '/v1/device/wait', deviceWaitResponseSchema, { email, deviceId, waitToken }),
      ),
    /** `deviceKey`: this device's public key (custody/deviceKey.ts), for a recovery ceremony. */
    verifyEmail: (email: string, deviceId: string, otp: string, deviceKey?: string) =>
      must(
        call('POST', '/v1/email/verify', sessionTokensSchema, {
          email,
          deviceId,
          otp,
          ...(deviceKey !== undefined && { deviceKey }),
        }),
      ),
    refresh: (refreshToken: string) =>
      must(call('POST', '/v1/session/refresh', refreshResponseSchema, { refreshToken })),
    session: (token: string) =>
      must(call('GET', '/v1/session', sessionResponseSchema, undefined, token)),
    signOut: (token: string) => call('POST', '/v1/session/signout', undefined, {}, token),
    putWallet: (token: string, body: WalletPutRequest) =>
      call('PUT', '/v1/wallet', undefined, body, token),
    wallet: (token: string) =>
      must(call('GET', '/v1/wallet', walletResponseSchema, undefined, token)),
    walletPolicy: (token: string) =>
      must(call('GET', '/v1/wallet/policy', walletPolicyResponseSchema, undefined, token)),
    /** The recovery share, once per ceremony, to a request signed by the ceremony's device key. */
    recover: (token: string, body: RecoveryRequest) =>
      must(call('POST', '/v1/wallet/recovery', recoveryResponseSchema, body, token)),
    updateEmail: (token: string, newEmail: string) =>
      must(call('POST', '/v1/email/update', emailUpdateResponseSchema, { newEmail }, token)),
    updateEmailPrimary: (token: string, otp: string) =>
      must(
        call('POST', '/v1/email/update/primary', emailUpdatePrimaryResponseSchema, { otp }, token),
      ),
    updateEmailSecondary: (token: string, otp: string) =>
      must(
        call(
          'POST',
          '/v1/email/update/secondary',
          emailUpdateSecondaryResponseSchema,
          { otp },
          token,
        ),
      ),
    chains: () => must(call('GET', '/v1/chains', chainsResponseSchema)),
    /**
     * Starts a social sign-in: the provider's authorization URL. The page the result goes to is
     * the page embedding the frame, never one the kit names.
     */
    socialStart: (body: Omit<SocialStartRequest, 'pageOrigin'>) => {
      if (options.pageOrigin === undefined)
        throw new ServiceError(400, 'INVALID_REQUEST', 'No page to sign in for')
      return must(
        call('POST', '/v1/social/start', socialStartResponseSchema, {
          ...body,
          pageOrigin: options.pageOrigin,
        }),
      )
    },
    /** A grant redeemed with this frame's verifier: a session, and who signed in. */
    socialRedeem: (body: SocialRedeemRequest) =>
      must(call('POST', '/v1/social/redeem', socialSessionSchema, body)),
    farcasterStart: (body: FarcasterStartRequest) =>
      must(call('POST', '/v1/farcaster/start', farcasterStartResponseSchema, body)),
    /** Polled with the device that opened the channel (the service answers no other). */
    farcasterStatus: (body: FarcasterStatusRequest) =>
      must(call('POST', '/v1/farcaster/status', farcasterStatusResponseSchema, body)),
  }
}

export type ServiceClient = ReturnType<typeof createServiceClient>
