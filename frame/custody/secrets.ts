/**
 * What custody asks the visitor, implemented by the frame's UI. Each call shows something in the
 * frame and resolves with the visitor's answer, or rejects if they cancel (the unlock then fails
 * with that error, and nothing is uploaded or stored).
 */
export type RecoverySecretChoice = { kind: 'passkey' } | { kind: 'password'; password: string }

export interface RecoverySecrets {
  /**
   * A new wallet, under visitor-secret recovery: protect its recovery with a passkey or a
   * password (custody/password.ts acceptablePassword says which passwords are taken). The
   * passkey answer must come from a click in the frame: WebAuthn is called right after.
   * `passkey`: whether this browser can make a passkey with PRF at all.
   */
  choose(context: { passkey: boolean }): Promise<RecoverySecretChoice>
  /** A recovery with a password envelope; `attempt` is 0, then 1, 2... after wrong ones. */
  password(context: { attempt: number }): Promise<string>
  /** A recovery with a passkey envelope: resolve on the visitor's click (user activation). */
  confirmPasskey(context: { attempt: number }): Promise<void>
}
