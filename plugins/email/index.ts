/**
 * The e-mail login (issue 13): a visitor without a wallet types an address, enters the code
 * they receive, and has an embedded wallet held by the hidden frame of the auth service
 * (frame/, server/). The plugin brings the Connect view's e-mail section, EmailLogin,
 * UpdateEmailWallet, ApproveTransaction for every unsafe request, EmailRecovery for the
 * frame's recovery screens outside a sign-in, EmailWindow for a request that waits for the
 * wallet window (where the browser refuses the frame its storage), and the AUTH connector
 * through which the kit connects, restores after a reload and disconnects.
 */
import { definePlugin } from 'portico/plugin'
import { authNameListeners } from './authName'
import { emailLoginListeners } from './loginFlow'
import { emailLoginSlice } from './loginSlice'
import { manifest } from './manifest'
import { emailWalletOf, setUpEmailWallet } from './wallet'

export default definePlugin<unknown>({
  manifest,
  // The login's steps (address, device, code, resend) live in the store, not in the views.
  slices: [emailLoginSlice],
  listeners: (startListening, context) => {
    emailLoginListeners(startListening, context)
    authNameListeners(startListening, context)
  },
  views: {
    EmailConnect: () => import('./views/EmailConnect'),
    EmailLogin: () => import('./views/EmailLogin'),
    UpdateEmailWallet: () => import('./views/UpdateEmailWallet'),
    ApproveTransaction: () => import('./views/ApproveTransaction'),
    EmailRecovery: () => import('./views/EmailRecovery'),
    EmailWindow: () => import('./views/EmailWindow'),
  },
  // One chunk per language, loaded in the modal's language only.
  locales: (language) => import(`./locales/${language}.json`),
  setup: (context) => setUpEmailWallet(context),
  teardown: (context) => emailWalletOf(context)?.dispose(),
})
