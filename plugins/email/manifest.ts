import { defineManifest } from 'portico/plugin'
import type { FrameRequestType } from '../../protocol/frame/messages'
import type { EmailLoginState } from './loginSlice'

/** What the approval view is opened with: the pending request's id (plugins/email/approvals). */
export interface ApproveTransactionData {
  requestId: string
}

/** What the recovery view is opened with: the id of the unlock's request (plugins/email/recoveries). */
export interface EmailRecoveryData {
  requestId: string
}

/** What EmailLogin is opened with: the address and what the frame asked for next. */
export interface EmailLoginData {
  email: string
  action: 'VERIFY_OTP' | 'VERIFY_DEVICE'
}

declare module 'portico' {
  interface Views {
    EmailConnect: undefined
    EmailLogin: EmailLoginData
    UpdateEmailWallet: undefined
    ApproveTransaction: ApproveTransactionData
    EmailRecovery: EmailRecoveryData
    EmailWindow: undefined
  }
  interface LazyLoadedSlices {
    emailLogin: EmailLoginState
  }
  // What the embedded wallet's frame client fails with (frame/messenger.ts and the window).
  interface ErrorCodes {
    FRAME_LOAD_FAILED: { type: FrameRequestType }
    FRAME_REQUEST_TIMEOUT: { type: FrameRequestType }
    FRAME_ABORTED: { type: FrameRequestType }
    REQUEST_ABORTED: undefined
    FRAME_DESTROYED: undefined
    FRAME_NOT_SET: undefined
    /** The browser refuses the frame its storage where it is embedded: the wallet window is needed. */
    FRAME_STORAGE_BLOCKED: undefined
    /** The visitor closed the wallet window while the kit waited on it. */
    FRAME_WINDOW_CLOSED: undefined
    /** The frame's error reply: the auth service's code, and how long to wait when throttled. */
    FRAME_ERROR: { code?: string; retryAfter?: number } | undefined
  }
}

/**
 * The e-mail login (issue 13): the Connect view's e-mail section, the code entry with device
 * verification, the e-mail update, the approval of every unsafe request of the embedded
 * wallet, and its AUTH connector. Gated by the `email` feature. EmailRecovery (the frame's
 * recovery screens) and EmailWindow (a request waiting for the wallet window) are not listed:
 * they open only from the plugin's own code, once loaded, so the page needs no word of them
 * before (the manifest rides in the page's first download).
 */
export const manifest = defineManifest({
  id: 'email',
  feature: 'email',
  views: ['EmailConnect', 'EmailLogin', 'UpdateEmailWallet', 'ApproveTransaction'],
  contributes: {
    connectSections: [{ method: 'email', view: 'EmailConnect' }],
  },
})
