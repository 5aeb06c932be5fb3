import type { RecoveryMode } from '../../protocol/auth/contract'

/**
 * What custody asks the visitor, implemented by the frame's UI (frame/recovery). Each call shows
 * something in the frame and resolves with the visitor's answer, or rejects if they cancel (the
 * unlock then fails with that error, and nothing is uploaded or stored).
 */
export type RecoverySecretChoice = { kind: 'passkey' } | { kind: 'password'; password: string }

/**
 * Why the visitor is asked again: the passkey prompt was closed or timed out
 * (`passkey-cancelled`), the passkey made cannot derive a secret (`passkey-unsupported`, no
 * PRF), or the passkey given does not open this wallet's envelope (`wrong-passkey`).
 */
export type PasskeyProblem = 'passkey-cancelled' | 'passkey-unsupported' | 'wrong-passkey'

export interface RecoverySecrets {
  /**
   * A new wallet, under visitor-secret recovery: protect its recovery with a passkey or a
   * password (custody/password.ts acceptablePassword says which passwords are taken, `email`
   * being the visitor's address, null for an account without one). The passkey answer must come from a click in the frame:
   * WebAuthn is called right after. `passkey`: whether this browser can make a passkey with
   * PRF here at all. `mode`: the service's recovery mode, shown to the visitor. `problem`: why
   * the last passkey did not do.
   */
  choose(context: {
    passkey: boolean
    mode: RecoveryMode
    email: string | null
    problem?: PasskeyProblem
  }): Promise<RecoverySecretChoice>
  /** A recovery with a password envelope; `attempt` is 0, then 1, 2... after wrong ones. */
  password(context: { attempt: number }): Promise<string>
  /**
   * A recovery with a passkey envelope: resolve on the visitor's click (user activation).
   * `attempt` counts the tries before; `problem` says why the last one failed.
   */
  confirmPasskey(context: { attempt: number; problem?: PasskeyProblem }): Promise<void>
}
