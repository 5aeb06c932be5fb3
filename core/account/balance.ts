import { formatAmount } from '../chains/amounts'
import type { Network } from '../chains/network'
import { adapterFor } from '../connection/adapters'
import { BALANCE_CACHE_MS, BALANCE_RETRY_WAIT_MS } from '../constants'
import { errorMessage } from '../errors'
import type { Runtime } from '../runtime'
import { showError } from '../snackbar/show'
import type { AppDispatch, AppThunk, CoreState } from '../store/types'
import { answerOf, connectedTarget, isStillActive, type AccountTarget } from './active'
import { accountApiOf } from './endpoints'
import type { TokenBalance } from './schemas'
import { accountDataUpdated } from './slice'

/**
 * How a refresh ended: read from the balance service, from the network's node (the fallback),
 * failed on both, blocked by an earlier failure's 30 s wait, or skipped (no connected account,
 * a network the host did not configure, or the account changed while reading).
 */
export type BalanceOutcome = 'service' | 'node' | 'failed' | 'blocked' | 'skipped'

export interface RefreshBalanceOptions {
  /** A token (CAIP-10 id) just changed, e.g. after a send: bypass every cache for it. */
  forceUpdate?: string
}

export const TOKEN_BALANCE_UNAVAILABLE_KEY = 'errors.tokenBalanceUnavailable'

/** Per modal: until when a failed refresh blocks new ones, and the refreshes running. */
interface BalanceMemory {
  blockedUntil: number
  running: Map<string, Promise<BalanceOutcome>>
}
function memoryOf(runtime: Pick<Runtime, 'extension'>): BalanceMemory {
  return runtime.extension<BalanceMemory>('core:balanceMemory', () => ({
    blockedUntil: 0,
    running: new Map(),
  }))
}

/** Tokens with zero decimals are filtered out of balances. */
export const withoutZeroDecimals = (balances: readonly TokenBalance[]): TokenBalance[] =>
  balances.filter((balance) => balance.quantity.decimals !== '0')

/** The network's native entry: on that network, without a token contract. */
export const nativeEntryOf = (balances: readonly TokenBalance[], caipNetworkId: string) =>
  balances.find((balance) => balance.chainId === caipNetworkId && balance.address === undefined)

const networkOf = (state: CoreState, caipNetworkId: string): Network | undefined =>
  state.options.networks.find((network) => network.caipNetworkId === caipNetworkId)

const isHexAddress = (address: string): address is `0x${string}` => address.startsWith('0x')

async function askService(
  dispatch: AppDispatch,
  runtime: Runtime,
  target: AccountTarget,
  forceUpdate: string | undefined,
) {
  return answerOf(async () => {
    const api = await accountApiOf(runtime)
    const args = { address: target.address, chainId: target.caipNetworkId }
    const request = dispatch(
      api.endpoints.getAccountBalance.initiate(forceUpdate ? { ...args, forceUpdate } : args, {
        // An answer younger than 30 s is reused without a request; older ones are read
        // again even while a view still holds the cache entry.
        forceRefetch: forceUpdate ? true : BALANCE_CACHE_MS / 1000,
      }),
    )
    // Subscribed until the answer is read: without a subscriber, a tag invalidation arriving
    // meanwhile (after a send) could drop the entry and its answer before this reads it.
    try {
      return await request
    } finally {
      request.unsubscribe()
    }
  })
}

/** The native balance from the network's own node (and the wallet, when the node fails). */
async function askNode(runtime: Runtime, target: AccountTarget, network: Network) {
  if (!isHexAddress(target.address)) {
    throw new Error(`${target.address} is not an eip155 address`)
  }
  const { value, decimals, symbol } = await adapterFor(runtime, target.namespace).getBalance(
    target.address,
    network,
  )
  return { balance: formatAmount(value, decimals), balanceSymbol: symbol }
}

async function refresh(
  dispatch: AppDispatch,
  getState: () => CoreState,
  runtime: Runtime,
  target: AccountTarget,
  network: Network,
  forceUpdate: string | undefined,
): Promise<BalanceOutcome> {
  const service = await askService(dispatch, runtime, target, forceUpdate)
  const tokens = service.ok ? withoutZeroDecimals(service.data.balances) : undefined
  const native = tokens && nativeEntryOf(tokens, target.caipNetworkId)

  let outcome: BalanceOutcome = 'service'
  let nativeBalance = native && { balance: native.quantity.numeric, balanceSymbol: native.symbol }
  let nodeFailure: unknown
  // The service leaves out a native balance of zero, and fails or answers empty for networks it
  // does not cover: the node has the native balance either way.
  if (!nativeBalance) {
    try {
      nativeBalance = await askNode(runtime, target, network)
      outcome = 'node'
    } catch (error) {
      nodeFailure = error
    }
  }

  if (!isStillActive(getState(), target)) return 'skipped'
  const data = {
    ...nativeBalance,
    ...(tokens && { tokenBalance: tokens }),
    balanceUnavailable: !nativeBalance,
  }
  dispatch(accountDataUpdated({ namespace: target.namespace, data }))
  if (nativeBalance) return outcome

  runtime.logger.warn('Token balance unavailable', {
    network: target.caipNetworkId,
    service: service.ok ? 'no native balance' : service.reason,
    node: errorMessage(nodeFailure),
  })
  memoryOf(runtime).blockedUntil = Date.now() + BALANCE_RETRY_WAIT_MS
  await dispatch(showError({ key: TOKEN_BALANCE_UNAVAILABLE_KEY }))
  return 'failed'
}

/**
 * Refreshes the active account's native balance and token balances. The
 * balance service is asked first (its answer cached 30 s); the network's node gives the native
 * balance when the service fails or has none. When both fail, the 'Token Balance Unavailable'
 * snackbar is shown and refreshes do nothing for 30 s. Never rejects.
 */
export const refreshBalance =
  (options: RefreshBalanceOptions = {}): AppThunk<Promise<BalanceOutcome>> =>
  async (dispatch, getState, { runtime }) => {
    const target = connectedTarget(getState())
    if (!target) return 'skipped'
    const network = networkOf(getState(), target.caipNetworkId)
    // A network the host did not configure has the UnsupportedChain view, not a balance.
    if (!network) return 'skipped'
    const memory = memoryOf(runtime)
    if (Date.now() < memory.blockedUntil) return 'blocked'

    // Connect, the Account view and a send may all ask at once: one refresh serves them all.
    const key = [target.namespace, target.address, target.caipNetworkId, options.forceUpdate]
      .filter(Boolean)
      .join(' ')
    let running = memory.running.get(key)
    if (!running) {
      running = refresh(dispatch, getState, runtime, target, network, options.forceUpdate)
        .catch((error: unknown) => {
          runtime.logger.error('Balance refresh failed', error)
          return 'failed' as const
        })
        .finally(() => memory.running.delete(key))
      memory.running.set(key, running)
    }
    return running
  }
