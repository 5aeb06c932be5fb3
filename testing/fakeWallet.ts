import type { Eip1193Provider, Eip1193RequestArguments } from '../core/chains/adapters/eip1193'

/** An error the way wallets throw them: an Error with an EIP-1193 `code` and optional `data`. */
export class FakeProviderError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export interface FakeCall {
  method: string
  params: unknown
}

/** A scripted answer: a value, or a function of the params (which may throw or be async). */
export type FakeAnswer = unknown | ((params: unknown) => unknown)

type FakeEvent = 'accountsChanged' | 'chainChanged' | 'disconnect' | 'connect'
type Listener = (payload: unknown) => void

export interface FakeWalletState {
  /** What eth_requestAccounts grants and eth_accounts returns once granted. */
  accounts: string[]
  chainId: number
  /** Chains wallet_switchEthereumChain accepts without adding; others answer 4902. */
  knownChainIds: number[]
  /** Whether the site was already granted the accounts (a reload after connecting). */
  authorised: boolean
}

/** A request the wallet holds, as a wallet's pop-up does, until the test decides. */
export interface HeldRequest {
  /** Resolves with the request's params once the wallet received it. */
  readonly received: Promise<unknown>
  /** Lets it through: answers `result`, or what the wallet would answer when none is given. */
  approve(result?: unknown): void
  /** Refuses it as the visitor would: 4001 (user rejected) unless told otherwise. */
  reject(code?: number, message?: string, data?: unknown): void
}

/** The address the fake wallet holds unless told otherwise. */
export const FAKE_WALLET_ACCOUNT = '0x52908400098527886e0f7030069857d2e4169ee7'

/**
 * A small scriptable EIP-1193 provider for tests. By default it behaves like a simple wallet:
 * it grants its accounts, reports its chain, switches to chains it knows (emitting
 * chainChanged), answers 4902 for others until wallet_addEthereumChain adds them, and answers
 * -32601 for methods it has no answer for. `respond` / `fail` script a method's answer
 * (`…Once` for the next call only), `hold` keeps the next call pending until the test
 * approves or rejects it; every call is recorded in `calls`; `emit` fires events.
 */
export class FakeProvider implements Eip1193Provider {
  readonly calls: FakeCall[] = []
  readonly state: FakeWalletState
  private readonly scripted = new Map<string, FakeAnswer>()
  private readonly once = new Map<string, FakeAnswer[]>()
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(state: Partial<FakeWalletState> = {}) {
    const chainId = state.chainId ?? 1
    this.state = {
      accounts: state.accounts ?? [FAKE_WALLET_ACCOUNT],
      chainId,
      knownChainIds: state.knownChainIds ?? [chainId],
      authorised: state.authorised ?? false,
    }
  }

  /** Answers every later call of `method` with `answer`. */
  respond(method: string, answer: FakeAnswer): this {
    this.scripted.set(method, answer)
    return this
  }

  /** Answers only the next call of `method` with `answer`; queued answers are used in order. */
  respondOnce(method: string, answer: FakeAnswer): this {
    this.once.set(method, [...(this.once.get(method) ?? []), answer])
    return this
  }

  /** Fails every later call of `method` with a wallet error. */
  fail(method: string, code: number, message: string, data?: unknown): this {
    return this.respond(method, () => {
      throw new FakeProviderError(code, message, data)
    })
  }

  /** Fails only the next call of `method` with a wallet error. */
  failOnce(method: string, code: number, message: string, data?: unknown): this {
    return this.respondOnce(method, () => {
      throw new FakeProviderError(code, message, data)
    })
  }

  /**
   * Holds the next call of `method` (queued with the `…Once` answers) until the test calls
   * `approve` or `reject`, so it can look at the modal while the wallet "asks the visitor".
   */
  hold(method: string): HeldRequest {
    let received: (params: unknown) => void = () => undefined
    let settle: (outcome: () => unknown) => void = () => undefined
    const receivedParams = new Promise<unknown>((resolve) => (received = resolve))
    const decided = new Promise<() => unknown>((resolve) => (settle = resolve))
    this.respondOnce(method, async (params: unknown) => {
      received(params)
      return (await decided)()
    })
    return {
      received: receivedParams,
      approve: (...result: [unknown?]) =>
        settle(() =>
          result.length > 0
            ? result[0]
            : receivedParams.then((params) => this.defaultAnswer(method, params)),
        ),
      reject: (code = 4001, message = 'User rejected the request.', data?: unknown) =>
        settle(() => {
          throw new FakeProviderError(code, message, data)
        }),
    }
  }

  /** The params of every call of `method`, in order. */
  paramsOf(method: string): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.params)
  }

  /** The methods called, in order. */
  get methods(): string[] {
    return this.calls.map((call) => call.method)
  }

  /** Records the call, then answers it: a queued or scripted answer, else the fake wallet's own. */
  async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    this.calls.push({ method, params })
    const queued = this.once.get(method)
    if (queued !== undefined && queued.length > 0) return answerWith(queued.shift(), params)
    if (this.scripted.has(method)) return answerWith(this.scripted.get(method), params)
    return this.defaultAnswer(method, params)
  }

  /** Attaches a listener to a provider event (fired with `emit`). */
  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  /** Detaches a listener `on` attached. */
  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  /** How many listeners are attached to `event`. */
  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }

  /** Fires a provider event at its listeners, as the wallet would. */
  emit(event: FakeEvent, payload?: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }

  private defaultAnswer(method: string, params: unknown): unknown {
    const { state } = this
    switch (method) {
      case 'eth_requestAccounts':
        state.authorised = true
        return [...state.accounts]
      case 'eth_accounts':
        return state.authorised ? [...state.accounts] : []
      case 'eth_chainId':
        return toHex(state.chainId)
      case 'wallet_switchEthereumChain': {
        const chainId = Number(firstParam(params).chainId)
        if (!state.knownChainIds.includes(chainId)) {
          throw new FakeProviderError(4902, `Unrecognized chain ID "${toHex(chainId)}".`)
        }
        if (chainId !== state.chainId) {
          state.chainId = chainId
          this.emit('chainChanged', toHex(chainId))
        }
        return null
      }
      case 'wallet_addEthereumChain':
        state.knownChainIds.push(Number(firstParam(params).chainId))
        return null
      case 'wallet_revokePermissions':
        state.authorised = false
        return null
      default:
        throw new FakeProviderError(-32601, `The method "${method}" does not exist`)
    }
  }
}

/** A fake wallet (see `FakeProvider`): on Ethereum with one account unless `state` says otherwise. */
export const createFakeWallet = (state: Partial<FakeWalletState> = {}): FakeProvider =>
  new FakeProvider(state)

function answerWith(answer: FakeAnswer, params: unknown): unknown {
  return typeof answer === 'function' ? (answer as (params: unknown) => unknown)(params) : answer
}

function firstParam(params: unknown): Record<string, unknown> {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {}
}

const toHex = (value: number) => `0x${value.toString(16)}`
