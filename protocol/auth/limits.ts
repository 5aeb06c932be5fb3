// The auth service's limits that its HTTP contract states (contract.ts checks requests against
// them, so the frame and the service read one number). server/limits.ts lists them with the
// service's other limits.

/**
 * The longest Accept-Language header read for the language of the e-mails and the approval
 * page (a browser's is well under 100 characters); a longer one reads as absent: English.
 */
export const ACCEPT_LANGUAGE_MAX_CHARS = 256

/**
 * The largest recovery envelope (the recovery share encrypted in the frame, with its KDF or
 * passkey metadata) the service stores: a few hundred characters in practice.
 */
export const RECOVERY_ENVELOPE_MAX_CHARS = 2_048
