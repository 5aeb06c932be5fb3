import { PorticoError, selectConnectedTarget, type CoreState } from 'portico/plugin'
import { selectSendForm } from './selectors'
import { senderFor, type Sender, type SendIntent } from './senders'
import { parseSendAmount, SEND_MESSAGES, validateSend, type SendIssue } from './validation'

export type SendProblemCode = 'INVALID_SEND' | 'UNSUPPORTED_CHAIN' | 'NOT_CONNECTED'

/**
 * Why a send cannot go out, with the issue the visitor is shown (a translation key of the
 * send namespace). The message is the English text, for logs and analytics.
 */
export class SendProblem extends PorticoError<SendProblemCode> {
  readonly issue: SendIssue

  constructor(code: SendProblemCode, issue: SendIssue, message: string) {
    super(code, message, { key: issue.key, values: issue.values })
    this.issue = issue
  }
}

export type SendPlan =
  | { ok: true; sender: Sender; intent: SendIntent }
  | { ok: false; code: SendProblemCode; issue: SendIssue }

const problem = (code: SendProblemCode, issue: SendIssue): SendPlan => ({ ok: false, code, issue })

/**
 * What the form in the store would send, or why it cannot: no connected account, a namespace
 * without a sender ('Unsupported chain'), or the first problem of the form in the
 * order the send rules check them. The amount is parsed with the token's decimals exactly.
 */
export function planSend(state: CoreState): SendPlan {
  const target = selectConnectedTarget(state)
  if (!target) return problem('NOT_CONNECTED', { field: 'form', key: SEND_MESSAGES.notConnected })
  const sender = senderFor(target.namespace)
  if (!sender) {
    return problem('UNSUPPORTED_CHAIN', { field: 'form', key: SEND_MESSAGES.unsupportedChain })
  }
  const form = selectSendForm(state)
  const [issue] = validateSend(form)
  if (issue) return problem('INVALID_SEND', issue)
  const { token, receiverAddress } = form
  // Both are checked by validateSend; the narrowing is for the compiler.
  if (!token || !receiverAddress) {
    return problem('INVALID_SEND', { field: 'form', key: SEND_MESSAGES.amountAndReceiverRequired })
  }
  const amount = parseSendAmount(form.sendTokenAmount, token)
  if ('issue' in amount) return problem('INVALID_SEND', amount.issue)
  return {
    ok: true,
    sender,
    intent: {
      namespace: target.namespace,
      caipNetworkId: target.caipNetworkId,
      from: target.address,
      to: receiverAddress,
      token,
      value: amount.value,
    },
  }
}
