/**
 * Errors are values with codes. The shell maps a code to the snackbar,
 * alert or view it belongs to; `details` carries whatever a host needs to act on it.
 */
export class PorticoError<TCode extends string = string> extends Error {
  override readonly name = 'PorticoError'
  readonly code: TCode
  readonly details: Readonly<Record<string, unknown>>

  constructor(code: TCode, message: string, details: Record<string, unknown> = {}) {
    super(message)
    this.code = code
    this.details = details
  }
}
