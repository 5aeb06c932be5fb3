import type { Eip1193Provider } from 'portico'
import { PorticoError, SIGN_OUT_WAIT_MS, type PluginContext } from 'portico/plugin'
import { FRAME_USER_REJECTED, type FrameUser } from '../../../protocol/frame/messages'
import { classifyMethod, METHOD_NOT_ALLOWED } from '../../../protocol/frame/methods'
import type { FrameMessenger } from './messenger'
import { frameStorage } from './storage'

/** The arguments of an EIP-1193 `request`. */
type Eip1193RequestArguments = Parameters<Eip1193Provider['request']>[0]

export interface FrameProviderOptions {
  messenger: FrameMessenger
  logger: PluginContext['logger']
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
  request(args: Eip1193RequestArguments): Promise<unknown>
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

/** The frame's own code of a frame error reply (FRAME_ERROR's details). */
const frameCodeOf = (error: PorticoError): unknown =>
  typeof error.details === 'object' && error.details !== null
    ? (error.details as { code?: unknown }).code
    : undefined

/** Failures that say the wallet waits in its window, not that the login is gone. */
const WAITING_FOR_WINDOW: ReadonlySet<string> = new Set([
  'FRAME_STORAGE_BLOCKED',
  'FRAME_WINDOW_CLOSED',
])

const toChainNumber = (value: string | number): number =>
  typeof value === 'number' ? value : Number(value.replace(/^eip155:/, ''))

/**
 * The frame-backed provider of the AUTH connector:
 * accounts and chain are answered locally, safe and unsafe methods go to the frame (which asks
 * the visitor itself about the unsafe ones, in its own document), unknown ones are refused.
 */
export function createFrameProvider(options: FrameProviderOptions): FrameProvider {
  const { messenger } = options
  const listeners = new Map<string, Set<Listener>>()
  let current: FrameUser | undefined

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
      // The wallet waits in its own window (the browser refuses the frame its storage): the
      // session is kept there, and the login resumes once the visitor opens it.
      if (!(error instanceof PorticoError && WAITING_FOR_WINDOW.has(error.code))) {
        frameStorage.clearLoginCache()
      }
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

  /**
   * An unsafe request: the frame shows it and waits for the visitor's click there. Its
   * refusal (Reject, Escape, the modal closed) is EIP-1193's 4001.
   */
  async function unsafe(method: string, params: readonly unknown[]) {
    try {
      return await messenger.request('RPC_REQUEST', { method, params: [...params] })
    } catch (error) {
      if (error instanceof PorticoError && frameCodeOf(error) === FRAME_USER_REJECTED) {
        throw new FrameProviderError(4001, 'User rejected the request.', { cause: error })
      }
      throw error
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
      return unsafe(args.method, params)
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
