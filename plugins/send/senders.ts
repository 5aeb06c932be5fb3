import type { ChainNamespace, ModalContext, TokenBalanceEntry } from 'portico/plugin'
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

/** What a sender reaches the connected wallet through: the modal's wallet handle. */
export type SenderModal = Pick<ModalContext, 'wallet'>

/** How one namespace sends a token through the connected wallet. */
export interface Sender {
  /** Asks the wallet to send; resolves with the transaction's id (a hash on eip155). */
  send(modal: SenderModal, intent: SendIntent): Promise<string>
  estimateFee(modal: SenderModal, intent: SendIntent): Promise<FeeEstimate>
}

/**
 * The namespaces the kit can send in. Only eip155 has an adapter so far; any other
 * namespace has no sender, and a send there fails with 'Unsupported chain'.
 */
const SENDERS: Partial<Record<ChainNamespace, Sender>> = { eip155: eip155Sender }

export function senderFor(namespace: ChainNamespace): Sender | undefined {
  return SENDERS[namespace]
}
