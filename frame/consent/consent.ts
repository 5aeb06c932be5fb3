import type { Address } from 'viem'
import { FRAME_USER_REJECTED, type FrameApprovalEvent } from '../../protocol/frame/messages'
import type { AuthChain } from '../../protocol/auth/contract'
import { FrameError } from '../handlers'
import { readFacts, type NodeRead } from './facts'
import { keepTabInside } from './focus'
import { createGate, isVisitorActivation, type ObserveVisibility } from './gate'
import type { FrameI18n } from './i18n'
import { FACTS_TIMEOUT_MS, MAX_QUEUED_APPROVALS, MIN_VISIBLE_MS } from './limits'
import { summarize, type RequestSummary } from './summary'
import { drawApproval } from './view'

/** An unsafe request the visitor must approve here: the exact one that will be carried out. */
export interface ConsentRequest {
  /** The id of the RPC_REQUEST message (the kit's view follows it). */
  id: string
  method: string
  params: readonly unknown[]
  chain: AuthChain
  account: Address
  /** Read-only calls to the chain's node (token name, gas, price). */
  node: NodeRead
}

export interface ConsentOptions {
  doc: Document
  nav: { userActivation?: { isActive: boolean } }
  i18n: FrameI18n
  /** The embedding page's origin, shown as the asking site. */
  siteOrigin: string
  /** Posts an event to the kit. */
  post: (event: FrameApprovalEvent) => void
  /** Tests only: their own visibility and trust checks. */
  observe?: ObserveVisibility
  isVisitorClick?: (event: Event) => boolean
  minVisibleMs?: number
}

export interface Consent {
  /**
   * Shows the request and carries it out (`perform`) only after the visitor's own click on
   * Approve; Reject, Escape or the kit's cancel refuse it (USER_REJECTED). One request is
   * shown at a time; others wait their turn.
   */
  approve<T>(request: ConsentRequest, perform: () => Promise<T>): Promise<T>
  /** The kit's modal closed: the request shown and every waiting one are refused. */
  cancel(): void
}

type Decision = 'approve' | 'reject'

interface Entry {
  request: ConsentRequest
  summary: RequestSummary
  decide: (decision: Decision) => void
  decided: Promise<Decision>
  settled: boolean
}

export const rejection = () => new FrameError('User rejected the request.', FRAME_USER_REJECTED)

/**
 * The frame's consent: the key is used for an unsafe request only after a click inside
 * this document, on a summary drawn here from the request itself, on a button that takes
 * clicks only once the summary has been visibly on screen for a while.
 */
export function createConsent(options: ConsentOptions): Consent {
  const { doc, i18n } = options
  const isVisitorClick =
    options.isVisitorClick ?? ((event: Event) => isVisitorActivation(event, options.nav))
  const waiting: Entry[] = []
  let current: Entry | undefined
  /** Undoes what showing the current entry set up (listeners, gate, DOM). */
  let teardown: () => void = () => undefined

  function hide() {
    teardown()
    teardown = () => undefined
  }

  async function show(entry: Entry) {
    const { request } = entry
    const facts = await readFacts(entry.summary, request.node, request.account, FACTS_TIMEOUT_MS)
    if (entry.settled) return
    const view = drawApproval(doc, i18n.t, i18n.language(), {
      summary: entry.summary,
      facts,
      chain: request.chain,
      account: request.account,
      siteOrigin: options.siteOrigin,
    })
    const gate = createGate({
      target: view.actions,
      doc,
      ...(doc.defaultView ? { win: doc.defaultView } : {}),
      minVisibleMs: options.minVisibleMs ?? MIN_VISIBLE_MS,
      observe: options.observe,
      onChange(open) {
        view.approve.disabled = !open
        view.status(open ? '' : i18n.t('hold'))
      },
    })
    view.status(i18n.t('hold'))
    const onApprove = (event: Event) => {
      if (!gate.isOpen() || !isVisitorClick(event)) return
      gate.stop()
      view.working()
      entry.decide('approve')
    }
    const onReject = () => entry.decide('reject')
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepTabInside(view.root, event)
      if (event.key !== 'Escape') return
      event.preventDefault()
      entry.decide('reject')
    }
    view.approve.addEventListener('click', onApprove)
    view.reject.addEventListener('click', onReject)
    doc.addEventListener('keydown', onKey)
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            // The height it would take whole: what shows, plus what the details scroll.
            const { details } = view
            const height =
              view.root.getBoundingClientRect().height - details.clientHeight + details.scrollHeight
            options.post({ type: 'FRAME_APPROVAL_SIZE', payload: { height: Math.ceil(height) } })
          })
    doc.body.append(view.root)
    resize?.observe(view.root)
    resize?.observe(view.details)
    teardown = () => {
      gate.stop()
      resize?.disconnect()
      doc.removeEventListener('keydown', onKey)
      view.root.remove()
    }
    options.post({ type: 'FRAME_APPROVAL_NEEDED', payload: { requestId: request.id } })
    view.heading.focus()
  }

  /** Shows the next waiting request, if none is shown. */
  function next() {
    if (current) return
    const entry = waiting.shift()
    if (!entry) return
    current = entry
    show(entry).catch(() => entry.decide('reject'))
  }

  function finish(entry: Entry, outcome: 'approved' | 'rejected' | 'failed') {
    if (current === entry) {
      hide()
      current = undefined
      options.post({
        type: 'FRAME_APPROVAL_DONE',
        payload: { requestId: entry.request.id, outcome },
      })
    }
    next()
  }

  return {
    async approve(request, perform) {
      // Refused before anything is shown: not signable here (another chain, another wallet,
      // malformed), or too many already waiting.
      const summary = summarize(request.method, request.params, {
        chainId: request.chain.chainId,
        account: request.account,
        siteOrigin: options.siteOrigin,
      })
      if (waiting.length + (current ? 1 : 0) >= MAX_QUEUED_APPROVALS) {
        throw new FrameError('Too many requests are waiting for approval', 'TOO_MANY_REQUESTS')
      }
      let decide: (decision: Decision) => void = () => undefined
      const decided = new Promise<Decision>((resolve) => (decide = resolve))
      const entry: Entry = {
        request,
        summary,
        decided,
        settled: false,
        decide(decision) {
          if (entry.settled) return
          entry.settled = true
          decide(decision)
        },
      }
      waiting.push(entry)
      next()
      if ((await entry.decided) === 'reject') {
        finish(entry, 'rejected')
        throw rejection()
      }
      try {
        const result = await perform()
        finish(entry, 'approved')
        return result
      } catch (error) {
        finish(entry, 'failed')
        throw error
      }
    },
    cancel() {
      for (const entry of waiting.splice(0)) entry.decide('reject')
      current?.decide('reject')
    },
  }
}
