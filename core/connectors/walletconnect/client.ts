import type { Eip1193RequestArguments } from '../../chains/adapters/eip1193'
import { WALLET_CONNECT_START_TIMEOUT_MS } from '../../constants'
import { errorMessage } from '../../errors/errorMessage'
import { PorticoError } from '../../errors/PorticoError'
import type { ResolvedOptions } from '../../options/resolve'
import { closeWalletConnectClient } from './close'
import type { NamespaceProposal } from './namespaces'
import { telemetryIsOff } from './telemetry'
import { pointVerifyAt } from './verify'

type Listener = (payload: unknown) => void

/**
 * The part of `@walletconnect/universal-provider` the kit uses. Declared here rather than
 * taken from the package's types so that everything read from the client goes through this
 * narrow, checked shape: a minor release that renames something fails here, loudly.
 */
export interface WalletConnectClient {
  /** Proposes a session; `display_uri` fires with its URI, and it settles on the answer. */
  connect(params: { optionalNamespaces: Record<string, NamespaceProposal> }): Promise<unknown>
  /** EIP-1193 requests into the session (answered locally for accounts and chain id). */
  request(args: Eip1193RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): unknown
  removeListener(event: string, listener: Listener): unknown
  /** Ends the session with the wallet. */
  disconnect(): Promise<unknown>
  /** Forgets proposals nobody answered, so an old QR code cannot pair any more. */
  cleanupPendingPairings?(options?: { deletePairings?: boolean }): Promise<unknown>
  /** The approved session, when there is one. */
  session?: unknown
}

const METHODS = ['connect', 'request', 'on', 'removeListener', 'disconnect'] as const

function isClient(value: unknown): value is WalletConnectClient {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return METHODS.every((method) => typeof record[method] === 'function')
}

function unavailable(reason: string, cause?: unknown): PorticoError {
  return new PorticoError(
    'WALLET_CONNECT_UNAVAILABLE',
    `WalletConnect is unavailable: ${reason}`,
    undefined,
    { cause },
  )
}

/**
 * The client's start (its code loaded, then UniversalProvider.init), failing after
 * WALLET_CONNECT_START_TIMEOUT_MS. A start that settles later has nobody waiting for it: that
 * client is put away (its proposals, if any, dropped), but its relay socket is left alone,
 * as WalletConnect shares one per page with the client Retry starts.
 */
function withinStartLimit(starting: Promise<unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let late = false
    const timer = setTimeout(() => {
      late = true
      reject(
        unavailable(`the client did not start within ${WALLET_CONNECT_START_TIMEOUT_MS / 1000} s`),
      )
    }, WALLET_CONNECT_START_TIMEOUT_MS)
    starting.then(
      (client) => {
        clearTimeout(timer)
        if (late) void closeWalletConnectClient(client, { transport: false })
        else resolve(client)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * Imports the universal provider and starts it. It is reached only through this dynamic
 * import, so the WalletConnect client (with its relay and crypto code) is a chunk of its own
 * that a host who never pairs never downloads (DESIGN §7).
 * @throws PorticoError `WALLET_CONNECT_UNAVAILABLE` when its code cannot be loaded, or the
 *   client cannot be started.
 */
async function loadAndStart(
  options: Pick<ResolvedOptions, 'projectId' | 'metadata'> & { relayUrl: string | undefined },
): Promise<unknown> {
  const { projectId, metadata, relayUrl } = options
  // Read as unknown values: what the package exports is checked below, not trusted.
  let module: { UniversalProvider?: unknown; default?: unknown }
  try {
    module = await import('@walletconnect/universal-provider')
  } catch (error) {
    throw unavailable('its code could not be loaded', error)
  }
  // The package exports the class both named and as default; bundlers differ on which
  // survives CommonJS interop, so either is accepted.
  const UniversalProvider: unknown = module.UniversalProvider ?? module.default
  const init: unknown =
    typeof UniversalProvider === 'function'
      ? (UniversalProvider as { init?: unknown }).init
      : undefined
  if (typeof init !== 'function') throw unavailable('the package has no UniversalProvider.init')
  try {
    return await (init as (options: object) => Promise<unknown>).call(UniversalProvider, {
      projectId,
      // Without metadata the client reads the page's title, icons and origin itself.
      ...(metadata ? { metadata } : {}),
      ...(relayUrl ? { relayUrl } : {}),
      // The kit has its own logger; the client's would write to the visitor's console.
      logger: 'silent',
      // Otherwise the client reports its events to WalletConnect's telemetry service, a
      // third party the host did not choose (and unreachable for a host on its own relay).
      telemetryEnabled: false,
    })
  } catch (error) {
    throw unavailable(errorMessage(error, 'the client did not start'), error)
  }
}

/**
 * Loads and starts the universal provider, and checks it.
 * @throws PorticoError `PROJECT_ID_NOT_CONFIGURED` without a projectId (before loading
 *   anything), `WALLET_CONNECT_UNAVAILABLE` when the client cannot be loaded or started, or
 *   does not start within WALLET_CONNECT_START_TIMEOUT_MS, or would call WalletConnect's own
 *   services behind the host's back: telemetry still on, or no Verify address to point at
 *   `endpoints.walletConnectVerify`.
 */
export async function createWalletConnectClient(
  options: Pick<ResolvedOptions, 'projectId' | 'metadata' | 'endpoints'>,
): Promise<WalletConnectClient> {
  const { projectId, metadata } = options
  const { walletConnectRelay: relayUrl, walletConnectVerify: verifyUrl } = options.endpoints
  if (!projectId) {
    throw new PorticoError(
      'PROJECT_ID_NOT_CONFIGURED',
      'WalletConnect needs a project id: pass `projectId` to createModal',
    )
  }
  const client = await withinStartLimit(loadAndStart({ projectId, metadata, relayUrl }))
  if (!isClient(client)) throw unavailable('the client does not have the expected methods')
  if (!telemetryIsOff(client)) {
    throw unavailable("the client's telemetry could not be turned off")
  }
  if (verifyUrl && !pointVerifyAt(client, verifyUrl)) {
    throw unavailable('the client has no Verify address to set to endpoints.walletConnectVerify')
  }
  return client
}
