import {
  chainsResponseSchema,
  deviceWaitRequestSchema,
  emailStartRequestSchema,
  emailStartResponseSchema,
  emailVerifyRequestSchema,
  errorBodySchema,
  recoveryResponseSchema,
  refreshRequestSchema,
  sessionResponseSchema,
  sessionTokensSchema,
  walletPutRequestSchema,
  walletResponseSchema,
} from '../../server/contract'

export const RPC_URL = 'http://node.test/rpc'
export const SERVICE_URL = 'https://auth.test'

interface User {
  id: string
  email: string
  address: string | null
  authShare?: string
  recoveryShare?: string
  devices: Set<string>
}

/**
 * The auth service's contract in memory, behind a fetch: each request body and each answer
 * parsed with server/contract.ts, so the frame is tested against the same shapes the
 * service serves. The code is always CODE; a device approval is granted with `approve`.
 */
export function createFakeAuthService() {
  const CODE = '123456'
  const users = new Map<string, User>()
  const sessions = new Map<string, { userId: string; deviceVerified: boolean }>()
  const refreshTokens = new Map<string, string>()
  const approved = new Set<string>()
  const log: string[] = []
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
  const newTokens = (user: User, deviceVerified: boolean) => {
    counter += 1
    const accessToken = `access-${counter}-${'a'.repeat(16)}`
    const refreshToken = `refresh-${counter}-${'r'.repeat(16)}`
    sessions.set(accessToken, { userId: user.id, deviceVerified })
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
        const { email, deviceId } = emailStartRequestSchema.parse(body)
        const known = users.get(email)
        const action = known && !known.devices.has(deviceId) ? 'VERIFY_DEVICE' : 'VERIFY_OTP'
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
        const { email, deviceId, otp } = emailVerifyRequestSchema.parse(body)
        if (otp !== CODE) return error(400, 'INVALID_CODE', 'Wrong code')
        let account = users.get(email)
        const newDevice = account !== undefined && !account.devices.has(deviceId)
        if (!account) {
          account = { id: `user-${users.size + 1}`, email, address: null, devices: new Set() }
          users.set(email, account)
        }
        account.devices.add(deviceId)
        return json(sessionTokensSchema, newTokens(account, newDevice && approved.has(deviceId)))
      }
      case 'POST /v1/session/refresh': {
        const { refreshToken } = refreshRequestSchema.parse(body)
        const access = refreshTokens.get(refreshToken)
        const old = access ? sessions.get(access) : undefined
        const owner = old && [...users.values()].find((each) => each.id === old.userId)
        if (!access || !old || !owner) return error(401, 'UNAUTHORIZED', 'Dead refresh token')
        refreshTokens.delete(refreshToken)
        return json(sessionTokensSchema, newTokens(owner, old.deviceVerified))
      }
      case 'GET /v1/session':
        if (!user) return error(401, 'UNAUTHORIZED', 'No session')
        return json(sessionResponseSchema, {
          user: { id: user.id, email: user.email, address: user.address },
        })
      case 'POST /v1/session/signout':
        if (bearer) sessions.delete(bearer)
        return new Response(null, { status: 204 })
      case 'PUT /v1/wallet': {
        if (!user) return error(401, 'UNAUTHORIZED', 'No session')
        const wallet = walletPutRequestSchema.parse(body)
        if (user.address) return error(409, 'CONFLICT', 'Has a wallet')
        user.address = wallet.address
        user.authShare = wallet.authShare
        user.recoveryShare = wallet.recoveryShare
        return new Response(null, { status: 204 })
      }
      case 'GET /v1/wallet':
        if (!user?.address || !user.authShare) return error(404, 'NOT_FOUND', 'No wallet')
        return json(walletResponseSchema, { address: user.address, authShare: user.authShare })
      case 'GET /v1/wallet/recovery':
        if (!user?.recoveryShare || !session?.deviceVerified) {
          return error(403, 'DEVICE_NOT_VERIFIED', 'Approve this device first')
        }
        return json(recoveryResponseSchema, { recoveryShare: user.recoveryShare })
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
    log,
    nodeCalls,
    approve: (deviceId: string) => approved.add(deviceId),
    /** Ends every session (as a revocation on the service would). */
    revokeAll: () => sessions.clear(),
  }
}
