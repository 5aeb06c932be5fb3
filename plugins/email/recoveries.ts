import { selectCurrentView, type PluginContext } from 'portico/plugin'
import type { FrameMessenger } from './frame/messenger'
import { createFrameHolds } from './frameHolds'

/**
 * The frame's recovery screens as the modal follows them (a passkey or recovery password is
 * chosen for a new wallet, or given on a new device). During a sign-in the EmailLogin view
 * shows the frame in place of its code field (the sign-in it waits for is that unlock);
 * anywhere else EmailRecovery opens (the modal opens on it when closed) and leaves when the
 * frame is done (FRAME_RECOVERY_DONE). The visitor answers inside the frame only: the modal
 * can show it, or cancel it.
 */
export function createRecoveries(context: PluginContext, messenger: FrameMessenger) {
  return createFrameHolds(context, {
    listen: (on) =>
      messenger.onRecovery((event) => {
        if (event.type === 'FRAME_RECOVERY_NEEDED') on.needed(event.payload.requestId)
        else if (event.type === 'FRAME_RECOVERY_SIZE') on.size(event.payload.height)
        else on.done(event.payload.requestId)
      }),
    show: (data) => {
      const state = context.getState()
      const current = selectCurrentView(state)
      if (!state.modal.open) void context.open({ view: 'EmailRecovery', data })
      // The request that waited for the wallet window is now asked in it: in that view's place.
      else if (current === 'EmailWindow') context.router.replace('EmailRecovery', data)
      else if (current !== 'EmailLogin') context.router.push('EmailRecovery', data)
    },
    cancel: () => messenger.request('CANCEL_RECOVERY', {}),
    cancelNotConfirmed: 'The e-mail wallet did not confirm the cancelled recovery',
  })
}

export type Recoveries = ReturnType<typeof createRecoveries>
