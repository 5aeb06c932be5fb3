import { defineManifest } from 'portico/plugin'

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
