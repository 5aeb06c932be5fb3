import type { ErrorDetailsInput } from './codes'
import { PorticoError, type PorticoErrorOptions } from './PorticoError'

/** The codes of a host's mistake: in `createModal`'s options, or in a method's argument. */
export type OptionsErrorCode = 'INVALID_OPTIONS' | 'INVALID_ARGUMENT'

/**
 * A host's mistake in `createModal`'s options (`INVALID_OPTIONS`) or in an argument of the
 * modal's methods (`INVALID_ARGUMENT`, or `INVALID_OPTIONS` for an option's value): the message
 * names every bad field by its path, `details.issues` lists them. Links to the README's Options.
 */
export class OptionsError extends PorticoError<OptionsErrorCode> {
  /** An options error with `code`, its sentence, the bad fields and the error underneath. */
  constructor(
    code: OptionsErrorCode,
    shortMessage: string,
    details?: ErrorDetailsInput<OptionsErrorCode>,
    options: PorticoErrorOptions = {},
  ) {
    super(code, shortMessage, details, { docsPath: '#options', ...options })
  }
}
