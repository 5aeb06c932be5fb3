import type { TokenBalanceEntry } from '../../core/account/slice'
import type { ChainNamespace } from '../../core/chains/network'
import type { Runtime } from '../../core/runtime'
import type { CoreState } from '../../core/store/types'
import { eip155Sender } from './eip155Sender'

/** One send, checked and parsed: who pays, who receives, what and how much (smallest unit). */
export interface SendIntent {
  namespace: ChainNamespace
  caipNetworkId: string
  from: string
  to: string
  token: TokenBalanceEntry
  value: bigint
}

/** A fee estimate in the namespace's units: gas (or its equivalent) and its price. */
export interface FeeEstimate {
  gas: bigint
  gasPrice: bigint
}

/** How one namespace sends a token through the connected wallet. */
export interface Sender {
  /** Asks the wallet to send; resolves with the transaction's id (a hash on eip155). */
  send(runtime: Runtime, getState: () => CoreState, intent: SendIntent): Promise<string>
  estimateFee(runtime: Runtime, getState: () => CoreState, intent: SendIntent): Promise<FeeEstimate>
}

/**
 * The namespaces the kit can send in (SPEC §4). Only eip155 has an adapter so far; any other
 * namespace has no sender, and a send there fails with 'Unsupported chain'.
 */
const SENDERS: Partial<Record<ChainNamespace, Sender>> = { eip155: eip155Sender }

export function senderFor(namespace: ChainNamespace): Sender | undefined {
  return SENDERS[namespace]
}
