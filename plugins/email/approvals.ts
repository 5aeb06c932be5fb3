import type { ApprovalRequest, PluginContext } from 'portico/plugin'

type Outcome = { ok: true } | { ok: false; error: unknown }

interface Pending {
  request: ApprovalRequest
  decided: boolean
  decide: (approved: boolean) => void
  /** Resolved when the approved request is done (or at once on rejection). */
  done: Promise<Outcome>
  finish: (outcome: Outcome) => void
}

/**
 * The visitor's approvals of the embedded wallet's unsafe requests: each request
 * opens ApproveTransaction (the modal is opened on it when closed); the view reads it by id,
 * decides, and waits for the outcome to go back or close. Closing the modal rejects them all.
 */
export function createApprovals(context: PluginContext) {
  const pending = new Map<string, Pending>()

  function ask(request: ApprovalRequest): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      let finish: (outcome: Outcome) => void = () => undefined
      const done = new Promise<Outcome>((settle) => (finish = settle))
      const entry: Pending = {
        request,
        decided: false,
        decide(approved) {
          if (entry.decided) return
          entry.decided = true
          if (!approved) {
            pending.delete(request.id)
            finish({ ok: false, error: new Error('rejected') })
          }
          resolve(approved)
        },
        done,
        finish,
      }
      pending.set(request.id, entry)
      const data = { requestId: request.id }
      if (context.getState().modal.open) context.router.push('ApproveTransaction', data)
      else void context.open({ view: 'ApproveTransaction', data })
    })
  }

  return {
    ask,
    get: (id: string) => pending.get(id),
    settled(request: ApprovalRequest, outcome: Outcome) {
      const entry = pending.get(request.id)
      if (!entry) return
      pending.delete(request.id)
      entry.finish(outcome)
    },
    /** The modal closed: every undecided request is rejected. */
    rejectAll() {
      for (const entry of [...pending.values()]) if (!entry.decided) entry.decide(false)
    },
  }
}

export type Approvals = ReturnType<typeof createApprovals>
