import { SIGN_OUT_WAIT_MS } from '../constants'
import type { Eip1193Provider, Eip1193RequestArguments } from '../chains/adapters/eip1193'
import { PorticoError } from '../errors/PorticoError'
import type { Logger } from '../logger'
import type { FrameMessenger } from './messenger'
import { classifyMethod, METHOD_NOT_ALLOWED } from './methods'
import type { FrameUser } from './schemas'
import { frameStorage } from './storage'

/** A request the visitor is asked to approve (ApproveTransaction). */
export interface ApprovalRequest {
  /** Unique per request (crypto.randomUUID()): the approval view refers to it by id. */
  id: string
  method: string
  params: readonly unknown[]
  /** The chain the wallet is on now. */
  chainId: number
}

/**
 * The request arguments the AUTH provider understands beyond EIP-1193: `shownToVisitor`
 * says the kit itself already showed this `personal_sign` message to the visitor (the
 * SIWX view), so no ApproveTransaction is pushed for it. Honoured for `personal_sign` only.
 */
export interface FrameRequestArguments extends Eip1193RequestArguments {
  shownToVisitor?: boolean
}

export interface FrameProviderOptions {
  messenger: FrameMessenger
  /** Asks the visitor; resolves true to go ahead. */
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Told when an approved request is done (the approval view then closes). */
  settled?: (
    request: ApprovalRequest,
    outcome: { ok: true } | { ok: false; error: unknown },
  ) => void
  logger: Logger
}

/**
 * An EIP-1193 error, with the code wallets use (4001 rejected, 4100, 4200, 4901): what the
 * embedded wallet's provider throws, as a wallet would. `cause` is the frame's own error.
 */
export class FrameProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

type Listener = (payload: unknown) => void

export interface FrameProvider extends Eip1193Provider {
  /**
   * One RPC request: accounts and chain answered here, safe methods sent to the frame,
   * unsafe ones after the visitor approves; others fail (4200, `METHOD_NOT_ALLOWED`).
   */
  request(args: FrameRequestArguments): Promise<unknown>
  /** Listens to `accountsChanged` and `chainChanged`. */
  on(event: string, listener: Listener): void
  /** Stops a listener `on` added. */
  removeListener(event: string, listener: Listener): void
  /** The signed-in user, once connected. */
  user(): FrameUser | undefined
  /** Takes the user the frame answered after a login (connect otp, then get user). */
  signedIn(user: FrameUser): void
  /** Disconnect: the stored keys first, then sign-out, waiting 3 s at most. */
  signOut(): Promise<void>
}

const toChainNumber = (value: string | number): number =>
  typeof value === 'number' ? value : Number(value.replace(/^eip155:/, ''))

/**
 * The frame-backed provider of the AUTH connector:
 * accounts and chain are answered locally, safe methods go to the frame, unsafe ones only
 * after `approve` (aborting every pending unsafe request when the visitor rejects), unknown
 * ones are refused.
 */
export function createFrameProvider(options: FrameProviderOptions): FrameProvider {
  const { messenger } = options
  const listeners = new Map<string, Set<Listener>>()
  let current: FrameUser | undefined
  const pendingUnsafe = new Set<AbortController>()

  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const chainId = () => (current ? toChainNumber(current.chainId) : frameStorage.lastChainId())
  const hexChain = () => `0x${chainId().toString(16)}`

  let restoring: Promise<FrameUser | undefined> | undefined

  /** The connection check, once at a time (eth_accounts and eth_chainId come together). */
  function restore(): Promise<FrameUser | undefined> {
    if (current) return Promise.resolve(current)
    restoring ??= check().finally(() => (restoring = undefined))
    return restoring
  }

  /** No flag: not connected; the frame says not connected, or the check fails: cache cleared. */
  async function check(): Promise<FrameUser | undefined> {
    if (!frameStorage.isLoginUsed()) return undefined
    try {
      const token = frameStorage.sessionToken()
      const { isConnected } = await messenger.request('IS_CONNECTED', token ? { token } : {})
      if (!isConnected) {
        frameStorage.clearLoginCache()
        return undefined
      }
      const user = await messenger.request('GET_USER', { chainId: frameStorage.lastChainId() })
      adopt(user)
      return user
    } catch (error) {
      options.logger.warn('The e-mail login could not be restored', error)
      frameStorage.clearLoginCache()
      return undefined
    }
  }

  function adopt(user: FrameUser) {
    current = user
    frameStorage.recordLoginSuccess(user.email, user.userName)
    frameStorage.setLastChain(toChainNumber(user.chainId))
  }

  async function switchChain(params: readonly unknown[]) {
    const [target] = params
    const requested =
      typeof target === 'object' && target !== null
        ? (target as { chainId?: unknown }).chainId
        : undefined
    if (typeof requested !== 'string' || !/^0x[0-9a-fA-F]+$/.test(requested)) {
      throw new FrameProviderError(-32602, 'wallet_switchEthereumChain needs a hex chainId')
    }
    const wanted = Number.parseInt(requested, 16)
    try {
      const answer = await messenger.request('SWITCH_NETWORK', { chainId: wanted })
      const next = toChainNumber(answer.chainId)
      if (current) current = { ...current, chainId: next }
      frameStorage.setLastChain(next)
      emit('chainChanged', `0x${next.toString(16)}`)
      return null
    } catch (error) {
      throw new FrameProviderError(
        4901,
        error instanceof PorticoError
          ? error.shortMessage
          : error instanceof Error
            ? error.message
            : 'Chain is not supported',
        { cause: error },
      )
    }
  }

  async function signOut() {
    frameStorage.clearForSignOut()
    const was = current
    current = undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SIGN_OUT_WAIT_MS)
    })
    try {
      await Promise.race([messenger.request('SIGN_OUT', {}).then(() => undefined), wait])
    } catch (error) {
      options.logger.warn('The embedded wallet did not confirm the sign-out', error)
    } finally {
      clearTimeout(timer)
    }
    if (was) emit('accountsChanged', [])
  }

  async function unsafe(args: FrameRequestArguments, params: readonly unknown[]) {
    const controller = new AbortController()
    pendingUnsafe.add(controller)
    try {
      const skip = args.method === 'personal_sign' && args.shownToVisitor === true
      const request: ApprovalRequest = {
        id: crypto.randomUUID(),
        method: args.method,
        params,
        chainId: chainId(),
      }
      if (skip) {
        return await messenger.request(
          'RPC_REQUEST',
          { method: args.method, params: [...params] },
          { signal: controller.signal },
        )
      }
      const approved = await options.approve(request)
      if (!approved) {
        // Pending requests not on the safe list are aborted on rejection.
        for (const other of pendingUnsafe) other.abort()
        throw new FrameProviderError(4001, 'User rejected the request.')
      }
      try {
        const result = await messenger.request(
          'RPC_REQUEST',
          { method: args.method, params: [...params] },
          { signal: controller.signal },
        )
        options.settled?.(request, { ok: true })
        return result
      } catch (error) {
        options.settled?.(request, { ok: false, error })
        throw error
      }
    } finally {
      pendingUnsafe.delete(controller)
    }
  }

  return {
    async request(args) {
      const params = Array.isArray(args.params) ? (args.params as readonly unknown[]) : []
      switch (args.method) {
        case 'eth_chainId':
          // Answered locally from the last used chain.
          return hexChain()
        case 'eth_accounts': {
          const user = await restore()
          return user ? [user.address] : []
        }
        case 'eth_requestAccounts': {
          const user = await restore()
          if (!user) throw new FrameProviderError(4100, 'Sign in with your e-mail first')
          return [user.address]
        }
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        case 'wallet_revokePermissions':
          // The kit's disconnect (EIP-2255): sign out of the embedded wallet.
          await signOut()
          return null
        default:
          break
      }
      const kind = classifyMethod(args.method)
      if (kind === 'refused') throw new FrameProviderError(4200, METHOD_NOT_ALLOWED)
      if (!current) throw new FrameProviderError(4100, 'Sign in with your e-mail first')
      if (kind === 'safe') {
        return messenger.request('RPC_REQUEST', { method: args.method, params: [...params] })
      }
      return unsafe(args, params)
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    user: () => current,
    signedIn(user) {
      adopt(user)
      emit('accountsChanged', [user.address])
    },
    signOut,
  }
}
