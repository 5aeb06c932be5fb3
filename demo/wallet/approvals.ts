/** What the visitor is asked to approve. */
export interface ApprovalRequest {
  method: string
  /** A one-line summary for the prompt, e.g. "Send 1.5 ETH to 0xabc…". */
  summary: string
}

/** Decides a request: resolves true to go ahead, false to reject (the wallet answers 4001). */
export type Approver = (request: ApprovalRequest) => Promise<boolean>

/** Approves everything at once: the `?autoApprove=1` mode of the demo, for browser tests. */
export const autoApprove: Approver = async () => true

/**
 * Asks the visitor in a small panel of the page, one request at a time: Approve or Reject.
 * Rejections are real, so the kit's rejection paths can be tried by hand.
 */
export function promptApprover(doc: Document = document): Approver {
  let queue = Promise.resolve()
  return (request) => {
    const decision = queue.then(() => ask(doc, request))
    queue = decision.then(
      () => undefined,
      () => undefined,
    )
    return decision
  }
}

function ask(doc: Document, request: ApprovalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const panel = doc.createElement('section')
    panel.setAttribute('role', 'alertdialog')
    panel.setAttribute('aria-label', 'Demo Wallet request')
    panel.className = 'demo-wallet-prompt'
    const title = doc.createElement('h2')
    title.textContent = 'Demo Wallet'
    const text = doc.createElement('p')
    text.textContent = request.summary
    const approve = doc.createElement('button')
    approve.type = 'button'
    approve.textContent = 'Approve'
    const reject = doc.createElement('button')
    reject.type = 'button'
    reject.textContent = 'Reject'
    const decide = (value: boolean) => {
      panel.remove()
      resolve(value)
    }
    approve.addEventListener('click', () => decide(true))
    reject.addEventListener('click', () => decide(false))
    panel.append(title, text, approve, reject)
    doc.body.append(panel)
    approve.focus()
  })
}
