import {
  chainsResponseSchema,
  deviceWaitRequestSchema,
  emailStartRequestSchema,
  emailStartResponseSchema,
  emailVerifyRequestSchema,
  errorBodySchema,
  recoveryRequestSchema,
  recoveryResponseSchema,
  refreshRequestSchema,
  sessionResponseSchema,
  sessionTokensSchema,
  walletPolicyResponseSchema,
  walletPutRequestSchema,
  walletResponseSchema,
  type RecoveryMode,
  type RecoveryShare,
} from '../../protocol/auth/contract'
import {
  farcasterStartRequestSchema,
  farcasterStartResponseSchema,
  farcasterStatusRequestSchema,
  farcasterStatusResponseSchema,
  socialRedeemRequestSchema,
  socialSessionSchema,
  socialStartRequestSchema,
  socialStartResponseSchema,
  type IdentitySource,
} from '../../protocol/auth/social'
import { recoveryReleaseMessage, walletSharesMessage } from '../../protocol/auth/walletProof'
import { verifyMessage } from 'viem'
import { fromBase64 } from '../shares'

export const RPC_URL = 'http://node.test/rpc'
export const SERVICE_URL = 'https://auth.test'

interface User {
  id: string
  /** null: an account without an address (made by Farcaster or an unverified social one). */
  email: string | null
  address: string | null
  authShare?: string
  recovery?: RecoveryShare
  version: number
  devices: Set<string>
}

interface Ceremony {
  id: string
  userId: string
  accessToken: string
  deviceKey: string
  used: boolean
}

/** BASE64URL(SHA-256(verifier)), as the service checks a frame's secret. */
async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Who a provider (or the Farcaster app) vouched for; `email` only when it is verified. */
export interface FakeIdentity {
  source: IdentitySource
  userName: string
  email?: string
}

/** Whether `signature` is the P-256 `publicKey`'s over `message` (as the service checks it). */
async function deviceSigned(publicKey: string, message: string, signature: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    fromBase64(publicKey).slice().buffer,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    fromBase64(signature).slice().buffer,
    new TextEncoder().encode(message),
  )
}

/**
 * The auth service's contract in memory, behind a fetch: each request body and each answer
 * parsed with protocol/auth/contract.ts, so the frame is tested against the same shapes the
 * service serves. The code is always CODE; a device approval is granted with `approve`.
 */
export function createFakeAuthService({
  recoveryMode: initialMode = 'service',
}: { recoveryMode?: RecoveryMode } = {}) {
  let recoveryMode: RecoveryMode = initialMode
  const CODE = '123456'
  const ceremonies: Ceremony[] = []
  /** By address; an account without one by `no-address:<id>`. */
  const users = new Map<string, User>()
  const sessions = new Map<string, { userId: string; deviceId: string }>()
  const refreshTokens = new Map<string, string>()
  const approved = new Set<string>()
  /** Known devices that asked for a recovery (start with `recovery: true`): a ceremony next. */
  const recovering = new Set<string>()
  const log: string[] = []
  /** Social sign-ins started, in order: the frame's challenge and device, where it returns. */
  const socialStarts: Array<{
    provider: string
    deviceId: string
    challenge: string
    returnTo?: string
    pageOrigin: string
  }> = []
  const grants = new Map<string, { challenge: string; deviceId: string; identity: FakeIdentity }>()
  const channels = new Map<
    string,
    { challenge: string; deviceId: string; expiresAt: number; signed?: FakeIdentity }
  >()
  const grantFor = (challenge: string, deviceId: string, identity: FakeIdentity) => {
    counter += 1
    const grant = `${'g'.repeat(40)}${String(counter).padStart(3, '0')}`
    grants.set(grant, { challenge, deviceId, identity })
    return grant
  }
  let counter = 0
  const nodeCalls: Array<{ method: string; params: unknown }> = []

  const json = (
    schema: { parse(value: unknown): unknown } | undefined,
    body: unknown,
    status = 200,
  ) =>
    new Response(JSON.stringify(schema ? schema.parse(body) : body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const error = (status: number, code: string, message: string) =>
    json(errorBodySchema, { error: { code, message } }, status)
  const newTokens = (user: User, deviceId: string) => {
    counter += 1
    const accessToken = `access-${counter}-${'a'.repeat(16)}`
    const refreshToken = `refresh-${counter}-${'r'.repeat(16)}`
    sessions.set(accessToken, { userId: user.id, deviceId })
    refreshTokens.set(refreshToken, accessToken)
    return {
      accessToken,
      refreshToken,
      expiresIn: 900,
      user: { id: user.id, email: user.email, address: user.address },
    }
  }

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined
    if (url.href === RPC_URL) {
      const call = body as { id: number; method: string; params: unknown }
      nodeCalls.push({ method: call.method, params: call.params })
      return json(undefined, { jsonrpc: '2.0', id: call.id, result: '0xde0b6b3a7640000' })
    }
    log.push(`${method} ${url.pathname}`)
    const bearer = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '')
    const session = bearer ? sessions.get(bearer) : undefined
    const user = session
      ? [...users.values()].find((each) => each.id === session.userId)
      : undefined
    switch (`${method} ${url.pathname}`) {
      case 'POST /v1/email/start': {
        const { email, deviceId, recovery } = emailStartRequestSchema.parse(body)
        const known = users.get(email)
        if (known && recovery) recovering.add(deviceId)
        const action =
          known && (recovery === true || !known.devices.has(deviceId))
            ? 'VERIFY_DEVICE'
            : 'VERIFY_OTP'
        if (action === 'VERIFY_OTP') return json(emailStartResponseSchema, { action })
        const waitToken = `wait-${deviceId}-${'w'.repeat(16)}`
        return json(emailStartResponseSchema, { action, waitToken })
      }
      case 'POST /v1/device/wait': {
        const { deviceId, waitToken } = deviceWaitRequestSchema.parse(body)
        if (waitToken !== `wait-${deviceId}-${'w'.repeat(16)}`)
          return error(401, 'UNAUTHORIZED', 'Not the waiting device')
        return approved.has(deviceId)
          ? json(undefined, { approved: true })
          : error(408, 'TIMEOUT', 'Ask again')
      }
      case 'POST /v1/email/verify': {
        const { email, deviceId, otp, deviceKey } = emailVerifyRequestSchema.parse(body)
        if (otp !== CODE) return error(400, 'INVALID_CODE', 'Wrong code')
        let account = users.get(email)
        const newDevice =
          account !== undefined && (!account.devices.has(deviceId) || recovering.has(deviceId))
        recovering.delete(deviceId)
        if (!account) {
          account = {
            id: `user-${users.size + 1}`,
            email,
            address: null,
            version: 0,
            devices: new Set(),
          }
          users.set(email, account)
        }
        const tokens = newTokens(account, deviceId)
        // A recovering device is known once it uploads the re-split shares (as the service).
        if (!(newDevice && approved.has(deviceId) && deviceKey && account.address))
          account.devices.add(deviceId)
        else
          ceremonies.push({
            id: `ceremony-${counter}-${'c'.repeat(16)}`,
            userId: account.id,
            accessToken: tokens.accessToken,
            deviceKey,
            used: false,
          })
        return json(sessionTokensSchema, tokens)
      }
      case 'POST /v1/session/refresh': {
        const { refreshToken } = refreshRequestSchema.parse(body)
        const access = refreshTokens.get(refreshToken)
        const old = access ? sessions.get(access) : undefined
        const owner = old && [...users.values()].find((each) => each.id === old.userId)
        if (!access || !old || !owner) return error(401, 'UNAUTHORIZED', 'Dead refresh token')
        refreshTokens.delete(refreshToken)
        return json(sessionTokensSchema, newTokens(owner, old.deviceId))
      }
      case 'GET /v1/session':
        if (!user) return error(401, 'UNAUTHORIZED', 'No session')
        return json(sessionResponseSchema, {
          user: { id: user.id, email: user.email, address: user.address },
        })
      case 'POST /v1/session/signout':
        if (bearer) sessions.delete(bearer)
        return new Response(null, { status: 204 })
      case 'GET /v1/wallet/policy':
        if (!user) return error(401, 'UNAUTHORIZED', 'No session')
        return json(walletPolicyResponseSchema, { recoveryMode })
      case 'PUT /v1/wallet': {
        if (!user) return error(401, 'UNAUTHORIZED', 'No session')
        const { proof, ...upload } = walletPutRequestSchema.parse(body)
        const proven = await verifyMessage({
          address: upload.address as `0x${string}`,
          message: walletSharesMessage({ userId: user.id, ...upload }),
          signature: proof as `0x${string}`,
        })
        if (!proven) return error(400, 'INVALID_REQUEST', 'Not signed by the key')
        if (upload.recovery.kind === 'service' && recoveryMode !== 'service')
          return error(400, 'INVALID_REQUEST', 'No plain recovery shares here')
        if (upload.version !== user.version + 1) return error(409, 'CONFLICT', 'Not the next')
        if (user.address && user.address.toLowerCase() !== upload.address.toLowerCase())
          return error(409, 'CONFLICT', 'Another address')
        user.address = upload.address
        user.authShare = upload.authShare
        user.recovery = upload.recovery
        user.version = upload.version
        // A rotation ends the user's other sessions and forgets their devices (as the service).
        if (upload.version > 1 && session) {
          for (const [token, each] of sessions)
            if (each.userId === user.id && token !== bearer) sessions.delete(token)
          user.devices = new Set([session.deviceId])
        }
        return new Response(null, { status: 204 })
      }
      case 'GET /v1/wallet': {
        if (!user?.address || !user.authShare || !user.recovery)
          return error(404, 'NOT_FOUND', 'No wallet')
        const ceremony = ceremonies.find((each) => each.accessToken === bearer && !each.used)
        return json(walletResponseSchema, {
          address: user.address,
          version: user.version,
          authShare: user.authShare,
          recoveryKind: user.recovery.kind,
          ceremony: ceremony ? { id: ceremony.id } : null,
        })
      }
      case 'POST /v1/wallet/recovery': {
        if (!user?.recovery) return error(401, 'UNAUTHORIZED', 'No session')
        const { ceremonyId, signature } = recoveryRequestSchema.parse(body)
        const ceremony = ceremonies.find(
          (each) => each.id === ceremonyId && each.accessToken === bearer && !each.used,
        )
        if (
          !ceremony ||
          !(await deviceSigned(
            ceremony.deviceKey,
            recoveryReleaseMessage(ceremony.id, user.id),
            signature,
          ))
        )
          return error(403, 'RECOVERY_NOT_ALLOWED', 'No ceremony for this key')
        ceremony.used = true
        return json(recoveryResponseSchema, { version: user.version, recovery: user.recovery })
      }
      case 'POST /v1/social/start': {
        const start = socialStartRequestSchema.parse(body)
        socialStarts.push({
          provider: start.provider,
          deviceId: start.deviceId,
          challenge: start.frameChallenge,
          pageOrigin: start.pageOrigin,
          ...(start.returnTo !== undefined && { returnTo: start.returnTo }),
        })
        return json(socialStartResponseSchema, {
          uri: `https://${start.provider}.oidc.test/authorize?state=${socialStarts.length}`,
        })
      }
      case 'POST /v1/social/redeem': {
        const { grant, verifier, deviceId } = socialRedeemRequestSchema.parse(body)
        const issued = grants.get(grant)
        // Used by its first redeem, right or wrong.
        grants.delete(grant)
        if (!issued || issued.deviceId !== deviceId || (await s256(verifier)) !== issued.challenge)
          return error(401, 'UNAUTHORIZED', 'Not this grant')
        const { email, source, userName } = issued.identity
        let account = email === undefined ? undefined : users.get(email)
        if (!account) {
          account = {
            id: `user-${users.size + 1}`,
            email: email ?? null,
            address: null,
            version: 0,
            devices: new Set(),
          }
          users.set(email ?? `no-address:${account.id}`, account)
        }
        account.devices.add(deviceId)
        return json(socialSessionSchema, {
          ...newTokens(account, deviceId),
          identity: { source, userName },
        })
      }
      case 'POST /v1/farcaster/start': {
        const { deviceId, frameChallenge } = farcasterStartRequestSchema.parse(body)
        counter += 1
        const channelToken = `channel-${counter}-${'f'.repeat(8)}`
        const expiresAt = Date.now() + 60_000
        channels.set(channelToken, { challenge: frameChallenge, deviceId, expiresAt })
        return json(farcasterStartResponseSchema, {
          channelToken,
          url: `https://farcaster.test/~/siwf?channelToken=${channelToken}`,
          expiresAt,
        })
      }
      case 'POST /v1/farcaster/status': {
        const { channelToken, deviceId } = farcasterStatusRequestSchema.parse(body)
        const channel = channels.get(channelToken)
        if (channel && channel.deviceId !== deviceId)
          return error(401, 'UNAUTHORIZED', 'This Farcaster sign-in is not valid.')
        if (!channel || channel.expiresAt <= Date.now())
          return error(410, 'CODE_EXPIRED', 'The channel ended')
        if (!channel.signed) return json(farcasterStatusResponseSchema, { state: 'pending' })
        channels.delete(channelToken)
        return json(farcasterStatusResponseSchema, {
          state: 'completed',
          grant: grantFor(channel.challenge, channel.deviceId, channel.signed),
        })
      }
      case 'GET /v1/chains':
        return json(chainsResponseSchema, {
          chains: [
            { chainId: 31337, name: 'Local Mainnet', rpcUrl: RPC_URL },
            { chainId: 8453, name: 'Base', rpcUrl: RPC_URL },
          ],
        })
      default:
        return error(404, 'NOT_FOUND', 'No such route')
    }
  }

  return {
    CODE,
    fetch: fetchImpl as typeof fetch,
    users,
    ceremonies,
    log,
    nodeCalls,
    approve: (deviceId: string) => approved.add(deviceId),
    socialStarts,
    /** The provider's answer to the last start: a grant for whom it vouched for. */
    completeSocial(identity: FakeIdentity): string {
      const start = socialStarts.at(-1)
      if (!start) throw new Error('No social sign-in was started')
      return grantFor(start.challenge, start.deviceId, identity)
    },
    /** The Farcaster app signs in on every open channel as `userName`. */
    approveFarcaster(userName: string) {
      for (const channel of channels.values()) channel.signed = { source: 'farcaster', userName }
    },
    /** Every open Farcaster channel ends. */
    expireFarcaster() {
      for (const channel of channels.values()) channel.expiresAt = 0
    },
    /** Ends every session (as a revocation on the service would). */
    revokeAll: () => sessions.clear(),
    /** The recovery mode the policy answers from now on (a service reconfigured, or lying). */
    setRecoveryMode: (mode: RecoveryMode) => void (recoveryMode = mode),
    /**
     * Opens a session of a new account without an e-mail address on `deviceId`, as the
     * service's social redeem does for a Farcaster identity: the device is known from then on.
     */
    signInWithoutAddress(deviceId: string) {
      const account: User = {
        id: `user-${users.size + 1}`,
        email: null,
        address: null,
        version: 0,
        devices: new Set([deviceId]),
      }
      users.set(`no-address:${account.id}`, account)
      return { account, tokens: sessionTokensSchema.parse(newTokens(account, deviceId)) }
    },
    /** Forgets the user's wallet (a service claiming there is none, to have a new one made). */
    forgetWallet(email: string) {
      const user = users.get(email)
      if (!user) return
      user.address = null
      user.version = 0
      delete user.recovery
      delete user.authShare
    },
  }
}
