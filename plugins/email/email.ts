import { isEmailAddress as isExactEmailAddress } from '../../protocol/frame/emailAddress'

// Plain pattern tests rather than zod's z.email() and z.regex(): every zod class the kit uses
// joins the zod chunk, which is part of the host page's first download.
const ONE_TIME_CODE = /^\d{6}$/

/** E-mail fields must be valid e-mail addresses (surrounding blanks ignored). */
export const isEmailAddress = (value: string): boolean => isExactEmailAddress(value.trim())

/** A one-time code as the service takes it: exactly 6 digits. */
export const isOneTimeCode = (value: string): boolean => ONE_TIME_CODE.test(value)
