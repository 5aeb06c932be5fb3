// Every parameter of the frame's custody cryptography, named once (server/README.md explains
// them in its custody section).

/** The format of the recovery envelope; a new format gets a new number and its own schema. */
export const ENVELOPE_VERSION = 1 as const

/**
 * The recovery password's KDF: scrypt, N = 2^17, r = 8, p = 1 (128 MiB, about 0.8 s in
 * Node on this project's CI machine, a few seconds on a phone). The envelope is stored by the
 * service, so an operator or a copy of its database can guess passwords offline: each guess
 * must cost memory, not only time, to blunt GPUs and ASICs. This is OWASP's scrypt floor. scrypt
 * rather than argon2id because both run here in plain JavaScript (@noble/hashes), where argon2id
 * at 64 MiB costs four times as long for the visitor as scrypt at 128 MiB: more memory per second
 * of the visitor's wait is what the attacker pays for. The parameters are stored beside each
 * ciphertext, so raising them later only changes new envelopes.
 */
export const PASSWORD_KDF = { name: 'scrypt', N: 2 ** 17, r: 8, p: 1 } as const

/**
 * The KDF parameters an envelope may name. Below the floor, an envelope is refused (a service
 * cannot talk the frame into a cheap KDF); above the ceiling, too (nor into exhausting the
 * frame's memory or time). scrypt takes 128 · N · r bytes: capped at `maxMemoryBytes`, twice
 * PASSWORD_KDF's 128 MiB (2^20 with r = 8 would be 1 GiB, 2^20 with r = 16 2 GiB). p only
 * multiplies the work (the lanes run one after another here) and the frame seals with p = 1,
 * so an envelope naming more could only stall the frame. The floor is below PASSWORD_KDF so
 * tests can run cheap envelopes; the frame itself seals with PASSWORD_KDF only.
 */
export const PASSWORD_KDF_LIMITS = {
  minN: 2 ** 14,
  maxN: 2 ** 20,
  maxR: 16,
  maxP: 1,
  maxMemoryBytes: 256 * 2 ** 20,
} as const

/** Bytes scrypt holds for N and r (its V array; the rest is small beside it). */
export const scryptMemoryBytes = (N: number, r: number) => 128 * N * r

/** Random salt of each password envelope (per wallet, per rotation). */
export const PASSWORD_SALT_BYTES = 16

/**
 * The shortest recovery password taken. It can be guessed offline by whoever holds the
 * envelope (the service's operator, a copy of its database), slowed only by the KDF: twelve
 * characters is NIST SP 800-63B's "at least 8" with a margin for that offline exposure.
 */
export const RECOVERY_PASSWORD_MIN_CHARS = 12

/**
 * The fewest different characters a chosen recovery password has: "aaaaaaaaaaab" and
 * "abababababab" are twelve characters that an offline guesser tries among the first.
 */
export const RECOVERY_PASSWORD_MIN_DISTINCT = 6

/**
 * The fewest characters of a chosen recovery password that are not a common password word
 * (also spelt with look-alikes, "p@ssw0rd"), a sequence ("1234", "cba"), a keyboard walk
 * ("qwerty") or a repeat (passwordStrength.ts): "Password1234!" has one, "iloveyou2024!!" six.
 * Guessers try those forms first, so what is left is what the KDF's cost per guess protects.
 */
export const RECOVERY_PASSWORD_MIN_UNGUESSABLE = 8

/** The WebAuthn PRF input (evaluated by the passkey): random, per wallet. */
export const PRF_SALT_BYTES = 32

/** The HKDF salt turning a PRF output into this envelope's key: random, per envelope. */
export const HKDF_SALT_BYTES = 32

/** HKDF info of the passkey envelope's key: the key of nothing else. */
export const PASSKEY_KEY_INFO = 'portico/recovery/passkey/v1'

/** AES-256-GCM nonce of each envelope. */
export const NONCE_BYTES = 12

/** The envelope's AES key: AES-256. */
export const ENVELOPE_KEY_BYTES = 32

/** AES-GCM's authentication tag, at the end of every ciphertext. */
export const GCM_TAG_BYTES = 16

/** A recovery share of a 32-byte key: the key's length and the share's x coordinate. */
export const RECOVERY_SHARE_BYTES = 33

/** The shortest ciphertext an envelope may hold: a whole share and its tag. */
export const ENVELOPE_MIN_CIPHERTEXT_BYTES = RECOVERY_SHARE_BYTES + GCM_TAG_BYTES

/** WebAuthn credential ids: at least 16 bytes (the authenticator's entropy), at most 1023. */
export const CREDENTIAL_ID_BYTES = { min: 16, max: 1023 } as const
