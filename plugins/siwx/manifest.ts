import type { SiwxSession } from 'portico'
import { defineManifest } from 'portico/plugin'
import type { SiwxState } from './slice'

declare module 'portico' {
  interface Views {
    SIWXSignMessage: undefined
  }
  interface ErrorCodes {
    /** The plugin was set up without the `siwx` (or `siweConfig`) option. */
    SIGN_IN_NOT_CONFIGURED: undefined
  }
  interface LazyLoadedSlices {
    siwx: SiwxState
  }
  interface PorticoModal {
    /**
     * The visitor's sign-in session (data, message, signature), or undefined while
     * nobody is signed in. Needs the `siwx` (or `siweConfig`) option.
     */
    getSession(): Promise<SiwxSession | undefined>
    /**
     * Signs the visitor out: the host's `revokeSession` ends the session; when sign-in is
     * required the wallet is disconnected too (a required site has no connection without one).
     */
    signOut(): Promise<void>
  }
}

/**
 * The sign-in plugin (issue 14), as the registry and its definition both declare it. It loads
 * at start when the host sets `siwx` or `siweConfig` (its host options), and not otherwise.
 */
export const manifest = defineManifest({
  id: 'siwx',
  views: ['SIWXSignMessage'],
  contributes: { hostMethods: ['getSession', 'signOut'] },
  hostOptions: ['siwx', 'siweConfig'],
})
