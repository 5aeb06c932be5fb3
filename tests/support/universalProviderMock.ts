// A stand-in for `@walletconnect/universal-provider` at its boundary, for
// `vi.mock('@walletconnect/universal-provider', () => universalProviderModule)`. It behaves as
// the real client does where the kit depends on it: `connect` emits `display_uri` with a fresh
// `wc:` URI asynchronously and then waits for the wallet (`approve` / `reject`), and once a
// session exists it answers EIP-1193 requests as the real eip155 sub-provider does: accounts
// from the session, `eth_chainId` as a *number*.
import type { Eip1193RequestArguments } from '../../core/chains/adapters/eip1193'

type Listener = (payload: unknown) => void

/** What the kit passed to `connect`. */
export interface FakeConnectParams {
  optionalNamespaces?: Record<
    string,
    { chains: string[]; methods: string[]; events: string[]; rpcMap?: Record<string, string> }
  >
  [key: string]: unknown
}

export interface FakeSession {
  topic: string
  accounts: string[]
  chainId: number
  peer: { metadata: { name: string } }
}

/** An error as the WalletConnect SDK raises it (`getSdkError('USER_REJECTED')`). */
export class FakeSdkError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const userRejected = () => new FakeSdkError(5000, 'User rejected.')

interface Pending {
  resolve(session: FakeSession): void
  reject(error: unknown): void
}

const DEFAULT_ACCOUNT = '0x52908400098527886e0f7030069857d2e4169ee7'

/** Controls shared by every fake made in a test file; `resetUniversalProviderMock` clears it. */
export const universalProviderMock = {
  /** Every client `init` made, in order. */
  instances: [] as FakeUniversalProvider[],
  /** The options each `init` got. */
  initOptions: [] as Record<string, unknown>[],
  /** A session the next client finds in its storage, as after a reload. */
  storedSession: undefined as FakeSession | undefined,
  /** When set, the next `init` fails with it. */
  initError: undefined as Error | undefined,
  /** When set, URIs wait for it: what a slow relay looks like (the view's skeleton). */
  uriGate: undefined as Promise<void> | undefined,
  /** When set, the next `init` waits for it: a client whose start hangs (or comes late). */
  initGate: undefined as Promise<void> | undefined,
  /** The latest client; throws when none was made, so a test fails where it should. */
  get last(): FakeUniversalProvider {
    const last = this.instances.at(-1)
    if (!last) throw new Error('No universal provider was initialised')
    return last
  },
}

export function resetUniversalProviderMock(): void {
  universalProviderMock.instances.length = 0
  universalProviderMock.initOptions.length = 0
  universalProviderMock.storedSession = undefined
  universalProviderMock.initError = undefined
  universalProviderMock.uriGate = undefined
  universalProviderMock.initGate = undefined
}

let topics = 0

export class FakeUniversalProvider {
  readonly connectCalls: FakeConnectParams[] = []
  readonly requests: Eip1193RequestArguments[] = []
  readonly cleanupCalls: unknown[] = []
  disconnectCalls = 0
  /** How often the kit closed the client's relay socket. */
  transportCloses = 0
  /**
   * The core behind the client, as far as the kit reaches into it: telemetry off, the Verify
   * address it sets, and the relayer whose socket it closes when it gives the client up.
   */
  readonly client = {
    core: {
      eventClient: { telemetryEnabled: false },
      verify: { verifyUrlV3: 'https://verify.walletconnect.org/v3' },
      relayer: {
        transportClose: async (): Promise<void> => {
          this.transportCloses += 1
        },
      },
    },
  }
  /** Every URI shown, in order. */
  readonly uris: string[] = []
  session: FakeSession | undefined
  private readonly pending: Pending[] = []
  private readonly listeners = new Map<string, Set<Listener>>()

  static async init(options: Record<string, unknown>): Promise<FakeUniversalProvider> {
    universalProviderMock.initOptions.push(options)
    const { initError, initGate } = universalProviderMock
    universalProviderMock.initGate = undefined
    await initGate
    if (initError) {
      universalProviderMock.initError = undefined
      throw initError
    }
    const provider = new FakeUniversalProvider()
    provider.session = universalProviderMock.storedSession
    universalProviderMock.instances.push(provider)
    return provider
  }

  async connect(params: FakeConnectParams): Promise<FakeSession> {
    this.connectCalls.push(params)
    const answer = new Promise<FakeSession>((resolve, reject) => {
      this.pending.push({ resolve, reject })
    })
    // The real client publishes the proposal to the relay first: the URI comes a tick later.
    await (universalProviderMock.uriGate ?? Promise.resolve())
    topics += 1
    const uri = `wc:${topics.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
    this.uris.push(uri)
    this.emit('display_uri', uri)
    return answer
  }

  /** The wallet approves the latest proposal with these accounts on this chain. */
  approve(session: Partial<Omit<FakeSession, 'topic'>> = {}): void {
    const approved: FakeSession = {
      topic: `session-${topics}`,
      accounts: session.accounts ?? [DEFAULT_ACCOUNT],
      chainId: session.chainId ?? 1,
      peer: session.peer ?? { metadata: { name: 'Fake Mobile Wallet' } },
    }
    this.session = approved
    this.takeLatest().resolve(approved)
  }

  /** The wallet (or the relay) refuses the latest proposal. */
  reject(error: unknown = userRejected()): void {
    this.takeLatest().reject(error)
  }

  /** Fails an earlier proposal, as the relay does when one expires unanswered. */
  expireProposal(index: number): void {
    this.pending[index]?.reject(new FakeSdkError(8000, 'Proposal expired'))
  }

  async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
    this.requests.push(params === undefined ? { method } : { method, params })
    const session = this.session
    if (!session) throw new Error('Please call connect() before request()')
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [...session.accounts]
      case 'eth_chainId':
        return session.chainId
      default:
        throw new FakeSdkError(-32601, `The method "${method}" is not answered by the fake`)
    }
  }

  async disconnect(): Promise<void> {
    if (!this.session) throw new Error('Please call connect() before enable()')
    this.disconnectCalls += 1
    this.session = undefined
  }

  async cleanupPendingPairings(options?: unknown): Promise<void> {
    this.cleanupCalls.push(options)
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener)
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0
  }

  /** Fires a client event, as the wallet's session events reach the page. */
  emit(event: string, payload?: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }

  private takeLatest(): Pending {
    const latest = this.pending.at(-1)
    if (!latest) throw new Error('No proposal is waiting for an answer')
    return latest
  }
}

/** The module as `vi.mock` should return it: the class named and as default, like the package. */
export const universalProviderModule = {
  default: FakeUniversalProvider,
  UniversalProvider: FakeUniversalProvider,
}
