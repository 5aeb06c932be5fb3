import * as z from 'zod/mini'
import type { Eip1193Provider } from '../../chains/adapters/eip1193'
import { PorticoError } from '../../errors/PorticoError'
import { liveRegistryOf } from '../../plugin/liveRegistry'
import type { Runtime } from '../../runtime'
import { PROVIDER_KIND } from '../types'
import { createWalletConnectClient, type WalletConnectClient } from './client'
import { closeWalletConnectClient } from './close'
import { WALLET_CONNECT_CONNECTOR_ID, registerWalletConnectConnector } from './connector'
import { walletConnectEip1193 } from './eip1193'

/** The live-registry kind of the WalletConnect client (its EIP-1193 face is under PROVIDER_KIND). */
const CLIENT_KIND = 'walletConnectClient'

/** The start (the registry's promise) each client came from, to know which one is registered. */
const startOf = new WeakMap<WalletConnectClient, Promise<WalletConnectClient>>()

/** A client given up on, still closing its relay socket: the next start waits for it. */
const closingOf = (runtime: Runtime) =>
  runtime.extension<{ closing?: Promise<void> }>('core:walletConnectClosing', () => ({}))

/**
 * The modal's WalletConnect client, started on first need and shared by every pairing after.
 * A start that failed is forgotten, so Retry really tries again.
 */
export function walletConnectClientOf(runtime: Runtime): Promise<WalletConnectClient> {
  const live = liveRegistryOf(runtime)
  const existing = live.get<Promise<WalletConnectClient>>(CLIENT_KIND, WALLET_CONNECT_CONNECTOR_ID)
  if (existing) return existing
  const { closing } = closingOf(runtime)
  const starting = (closing ?? Promise.resolve()).then(() =>
    // The options as they are now, once the client given up on is closed.
    createWalletConnectClient(runtime.bundle.store.getState().options),
  )
  live.set(CLIENT_KIND, WALLET_CONNECT_CONNECTOR_ID, starting)
  starting.then(
    (client) => startOf.set(client, starting),
    () => {
      if (live.get(CLIENT_KIND, WALLET_CONNECT_CONNECTOR_ID) === starting) {
        live.delete(CLIENT_KIND, WALLET_CONNECT_CONNECTOR_ID)
      }
    },
  )
  return starting
}

/**
 * Gives up on a client that is stuck (its proposal gave no URI): it leaves the live registry,
 * so the next pairing starts a fresh client, and is closed (its proposals dropped, so a code
 * it publishes late cannot pair; its relay socket closed, so the fresh client opens its own).
 * That next start waits for the closing, WALLET_CONNECT_CLOSE_WAIT_MS at most.
 */
export function retireWalletConnectClient(runtime: Runtime, client: WalletConnectClient): void {
  const live = liveRegistryOf(runtime)
  const registered = live.get(CLIENT_KIND, WALLET_CONNECT_CONNECTOR_ID)
  if (registered === undefined || registered !== startOf.get(client)) return
  live.delete(CLIENT_KIND, WALLET_CONNECT_CONNECTOR_ID)
  const slot = closingOf(runtime)
  const closing = closeWalletConnectClient(client, { transport: true })
  slot.closing = closing
  void closing.then(() => {
    if (slot.closing === closing) slot.closing = undefined
  })
}

/** Puts the session's EIP-1193 face where connectors' providers are found. */
function publish(runtime: Runtime, client: WalletConnectClient): Eip1193Provider {
  const provider = walletConnectEip1193(client)
  registerWalletConnectConnector(runtime)
  liveRegistryOf(runtime).set(PROVIDER_KIND, WALLET_CONNECT_CONNECTOR_ID, provider)
  return provider
}

/**
 * Makes an approved session the account: the session goes into the live registry as the
 * WalletConnect connector's provider, and the eip155 adapter reads its accounts and chain
 * without prompting (the wallet has just approved) before core/connection applies them.
 * The connection code is imported here, on approval, as the browser-wallet flow does.
 * @throws PorticoError `NO_ACCOUNTS` when the session has no eip155 account.
 */
export async function connectSession(
  runtime: Runtime,
  client: WalletConnectClient,
  via: 'visitor' | 'restore',
): Promise<void> {
  const provider = publish(runtime, client)
  try {
    const [{ adapterFor }, { applyConnection }] = await Promise.all([
      import('../../connection/adapters'),
      import('../../connection/connect'),
    ])
    const connection = await adapterFor(runtime, 'eip155').reconnect(provider)
    if (!connection) {
      throw new PorticoError('NO_ACCOUNTS', 'The wallet approved no eip155 account')
    }
    applyConnection(runtime, WALLET_CONNECT_CONNECTOR_ID, connection, via)
  } catch (error) {
    liveRegistryOf(runtime).delete(PROVIDER_KIND, WALLET_CONNECT_CONNECTOR_ID)
    throw error
  }
}

/**
 * After a reload: starts the client, which reads its stored session, and when there is one
 * puts its provider in the live registry, where restoring a stored `walletConnect`
 * connection looks for it. Returns the provider, or undefined when no session survived.
 */
export async function restoreWalletConnectSession(
  runtime: Runtime,
): Promise<Eip1193Provider | undefined> {
  const client = await walletConnectClientOf(runtime)
  return client.session ? publish(runtime, client) : undefined
}

const peerSchema = z.object({
  peer: z.object({ metadata: z.object({ name: z.string().check(z.minLength(1)) }) }),
})

/** The name the wallet gave itself in the session, for analytics; undefined if absent. */
export function peerName(session: unknown): string | undefined {
  const parsed = peerSchema.safeParse(session)
  return parsed.success ? parsed.data.peer.metadata.name : undefined
}
