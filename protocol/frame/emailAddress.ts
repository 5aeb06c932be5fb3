/**
 * An e-mail address as the kit accepts one (every e-mail field must hold a valid
 * address): zod's own `z.email()` pattern, spelled out so that schemas test it with a
 * refinement. `z.email()` itself would bring zod's string-format classes into the zod chunk,
 * which is part of the host page's first download.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** The longest address a mail system delivers to (RFC 5321 path limit). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254

/** Whether `value`, exactly as given (no trimming), is an address the kit accepts. */
export const isEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_ADDRESS_PATTERN.test(value)
