import { walletErrorCode } from '../../chains/adapters/walletErrors'
import { PAIRING_EXPIRY_MS, WALLET_CONNECT_URI_TIMEOUT_MS } from '../../constants'
import { errorMessage } from '../../errors/errorMessage'
import { PorticoError } from '../../errors/PorticoError'
import { modalClosed } from '../../modal/slice'
import type { Runtime } from '../../runtime'
import type { WalletConnectClient } from './client'
import { registerWalletConnectConnector } from './connector'
import { eip155Proposal } from './namespaces'
import {
  connectSession,
  peerName,
  retireWalletConnectClient,
  walletConnectClientOf,
} from './session'
import {
  pairingConnected,
  pairingExpired,
  pairingFailed,
  pairingReset,
  pairingStarted,
  pairingUriShown,
  walletConnectSlice,
  type PairingError,
} from './slice'

/** How a pairing ended: the account is connected, it failed (see the state), or was aborted. */
export type PairingOutcome = 'connected' | 'failed' | 'aborted'

interface PairingRun {
  ended: boolean
  done: Promise<PairingOutcome>
  abort(): void
}

/** The pairing of one modal, the latest one, ended or not. */
const pairingOf = (runtime: Runtime) =>
  runtime.extension<{ run?: PairingRun }>('core:pairing', () => ({}))

// 4001 is EIP-1193's rejection; 5000-5003 are WalletConnect's "user rejected" (the session,
// its chains, methods or events).
const REJECTION_CODES: ReadonlySet<number> = new Set([4001, 5000, 5001, 5002, 5003])

/** What a failed pairing shows: a PorticoError as it is, a wallet's refusal as a rejection. */
export function pairingError(error: unknown): PairingError {
  if (error instanceof PorticoError) return { code: error.code, message: error.shortMessage }
  const code = walletErrorCode(error)
  if (code !== undefined && REJECTION_CODES.has(code)) {
    return {
      code: 'CONNECTION_REJECTED',
      message: errorMessage(error, 'The connection was rejected in the wallet'),
    }
  }
  return { code: 'CONNECTION_FAILED', message: errorMessage(error, 'Failed to connect') }
}

const isPairingUri = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('wc:')

/**
 * Pairs a wallet by WalletConnect: starts the client on first use, proposes a
 * session for the host's eip155 networks and puts each `wc:` URI into the `walletConnect`
 * slice with its expiry. A URI not answered within PAIRING_EXPIRY_MS is replaced by a fresh
 * one (a new proposal), as often as needed; a proposal whose URI does not come within
 * WALLET_CONNECT_URI_TIMEOUT_MS fails the pairing, and Retry then starts a fresh client. On approval the account is connected through
 * core/connection; a rejection or error ends in `failed` with the reason; closing the modal
 * aborts. Calling it while a pairing runs joins that pairing, so views may call it freely.
 * Resolves with how the pairing ended; never rejects (the state says why it failed).
 */
export function startPairing(runtime: Runtime): Promise<PairingOutcome> {
  const slot = pairingOf(runtime)
  if (slot.run && !slot.run.ended) return slot.run.done
  const run = createRun(runtime)
  slot.run = run
  return run.done
}

/**
 * Stops the pairing of this modal, if one runs: no new URI is made, the proposals nobody
 * answered are dropped (the QR code on screen a moment ago cannot pair any more), and the
 * state returns to idle. Closing the modal does this by itself.
 */
export function abortPairing(runtime: Runtime): void {
  pairingOf(runtime).run?.abort()
}

function createRun(runtime: Runtime): PairingRun {
  const { store, rootReducer, startListening } = runtime.bundle
  rootReducer.inject(walletConnectSlice)
  registerWalletConnectConnector(runtime)
  store.dispatch(pairingStarted())

  let settle: (outcome: PairingOutcome) => void = () => undefined
  const run: PairingRun = {
    ended: false,
    done: new Promise((resolve) => (settle = resolve)),
    abort,
  }
  let client: WalletConnectClient | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  // The latest proposal's wait for its URI (WALLET_CONNECT_URI_TIMEOUT_MS).
  let uriTimer: ReturnType<typeof setTimeout> | undefined
  // Every proposal gets a number; only the latest one's failure counts. Earlier ones end in
  // an expiry error of their own when the relay gives up on them, which is no news.
  let attempt = 0
  const cleanups: Array<() => void> = []

  function stop() {
    run.ended = true
    clearTimeout(timer)
    clearTimeout(uriTimer)
    for (const cleanup of cleanups.splice(0)) cleanup()
  }

  function fail(error: unknown) {
    stop()
    const failure = pairingError(error)
    store.dispatch(pairingFailed(failure))
    runtime.analytics.track('CONNECT_ERROR', { method: 'qrcode', message: failure.message })
    settle('failed')
  }

  function abort() {
    if (run.ended) return
    stop()
    store.dispatch(pairingReset())
    void client?.cleanupPendingPairings?.({ deletePairings: true }).catch((error: unknown) => {
      runtime.logger.warn('WalletConnect kept a pending pairing', errorMessage(error))
    })
    settle('aborted')
  }

  async function approve(approved: WalletConnectClient) {
    stop()
    try {
      await connectSession(runtime, approved, 'visitor')
    } catch (error) {
      fail(error)
      return
    }
    store.dispatch(pairingConnected())
    runtime.analytics.track('CONNECT_SUCCESS', {
      method: 'qrcode',
      name: peerName(approved.session) ?? 'WalletConnect',
    })
    settle('connected')
  }

  /**
   * The proposal gave no URI in time: the client is stuck somewhere between its relay and
   * Verify. The pairing fails with Retry, and the client is given up on (out of the live
   * registry, its proposals dropped, its socket closed) so that Retry starts a fresh one.
   */
  function giveUp(target: WalletConnectClient) {
    fail(
      new PorticoError(
        'WALLET_CONNECT_UNAVAILABLE',
        `WalletConnect is unavailable: the relay gave no pairing code within ${WALLET_CONNECT_URI_TIMEOUT_MS / 1000} s`,
      ),
    )
    retireWalletConnectClient(runtime, target)
  }

  function propose(
    target: WalletConnectClient,
    optionalNamespaces: ReturnType<typeof eip155Proposal>,
  ) {
    const mine = ++attempt
    clearTimeout(uriTimer)
    uriTimer = setTimeout(() => {
      if (!run.ended && mine === attempt) giveUp(target)
    }, WALLET_CONNECT_URI_TIMEOUT_MS)
    target.connect({ optionalNamespaces }).then(
      // An approval counts from any proposal of this run: should a wallet still answer the
      // code it scanned just before the refresh, the visitor is connected all the same.
      () => {
        if (!run.ended) void approve(target)
      },
      (error: unknown) => {
        if (!run.ended && mine === attempt) fail(error)
      },
    )
  }

  cleanups.push(startListening({ actionCreator: modalClosed, effect: abort }))
  // A destroyed modal leaves no pairing behind on the relay.
  cleanups.push(runtime.onDispose(abort))
  void (async () => {
    let proposal: ReturnType<typeof eip155Proposal>
    let started: WalletConnectClient
    try {
      proposal = eip155Proposal(store.getState().options.networks)
      started = await walletConnectClientOf(runtime)
    } catch (error) {
      if (!run.ended) fail(error)
      return
    }
    if (run.ended) return
    client = started

    const expire = () => {
      if (run.ended) return
      store.dispatch(pairingExpired())
      propose(started, proposal)
    }
    const onUri = (uri: unknown) => {
      if (run.ended || !isPairingUri(uri)) return
      clearTimeout(uriTimer)
      clearTimeout(timer)
      store.dispatch(pairingUriShown({ uri, expiresAt: Date.now() + PAIRING_EXPIRY_MS }))
      timer = setTimeout(expire, PAIRING_EXPIRY_MS)
    }
    started.on('display_uri', onUri)
    cleanups.push(() => started.removeListener('display_uri', onUri))
    propose(started, proposal)
  })()
  return run
}
