import { selectCurrentView, type PluginContext } from 'portico/plugin'
import type { FrameMessenger } from './frame/messenger'
import { createFrameHolds } from './frameHolds'

/**
 * The frame's approvals as the modal follows them: when the frame asks the visitor
 * (FRAME_APPROVAL_NEEDED) ApproveTransaction opens (the modal opens on it when closed) and
 * shows the frame; when the request is over (FRAME_APPROVAL_DONE) the view leaves. The
 * visitor decides inside the frame only: the modal can show it, or cancel it.
 */
export function createApprovals(context: PluginContext, messenger: FrameMessenger) {
  return createFrameHolds(context, {
    listen: (on) =>
      messenger.onApproval((event) => {
        if (event.type === 'FRAME_APPROVAL_NEEDED') on.needed(event.payload.requestId)
        else if (event.type === 'FRAME_APPROVAL_SIZE') on.size(event.payload.height)
        else on.done(event.payload.requestId)
      }),
    show: (data) => {
      const state = context.getState()
      if (!state.modal.open) void context.open({ view: 'ApproveTransaction', data })
      // The request that waited for the wallet window is now asked in it: in that view's place.
      else if (selectCurrentView(state) === 'EmailWindow')
        context.router.replace('ApproveTransaction', data)
      else context.router.push('ApproveTransaction', data)
    },
    cancel: () => messenger.request('CANCEL_APPROVAL', {}),
    cancelNotConfirmed: 'The e-mail wallet did not confirm the cancelled approval',
  })
}

export type Approvals = ReturnType<typeof createApprovals>
