import type { ChainNamespace } from '../chains/network'
import { errorMessage } from '../errors'
import type { CoreState } from '../store/types'

/** The connected account a balance or identity read is for, captured before the read starts. */
export interface AccountTarget {
  namespace: ChainNamespace
  address: string
  caipNetworkId: string
}

/** The active namespace's account, when it is connected with an address and a network. */
export function connectedTarget(state: CoreState): AccountTarget | undefined {
  const namespace = state.account.activeNamespace
  const account = namespace && state.account.byNamespace[namespace]
  if (!namespace || !account || account.status !== 'connected') return undefined
  const { address, caipNetworkId } = account
  return address && caipNetworkId ? { namespace, address, caipNetworkId } : undefined
}

/**
 * Whether the account is still the one a read was started for. Reads take time; meanwhile the
 * visitor may switch network or account, or disconnect, and a late answer must not land on
 * the wrong account.
 */
export function isStillActive(state: CoreState, target: AccountTarget, withNetwork = true) {
  const now = connectedTarget(state)
  return (
    now !== undefined &&
    now.namespace === target.namespace &&
    now.address === target.address &&
    (!withNetwork || now.caipNetworkId === target.caipNetworkId)
  )
}

/** A service answer as a value, so the callers' fallbacks never have to catch. */
export type ServiceAnswer<T> = { ok: true; data: T } | { ok: false; reason: string }

/** Runs one RTK Query request (`dispatch(endpoint.initiate(...))`) and turns it into an answer. */
export async function answerOf<T>(
  request: () => Promise<{ data?: T | undefined; error?: unknown }>,
): Promise<ServiceAnswer<T>> {
  try {
    const result = await request()
    // After a failure `data` may still hold an older success for the same arguments.
    if (result.error !== undefined || result.data === undefined) {
      return { ok: false, reason: reasonOf(result.error) }
    }
    return { ok: true, data: result.data }
  } catch (error) {
    return { ok: false, reason: errorMessage(error) }
  }
}

function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown }
    const text = typeof message === 'string' ? message : ''
    if (status !== undefined) return `${String(status)} ${text}`.trim()
    if (text) return text
  }
  return 'no answer'
}
