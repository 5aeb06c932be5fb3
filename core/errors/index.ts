export { PorticoError } from './PorticoError'
export type { PorticoErrorArgs, PorticoErrorConstructor, PorticoErrorOptions } from './PorticoError'
export type {
  ErrorCode,
  ErrorCodes,
  ErrorDetails,
  ErrorDetailsInput,
  WalletErrorDetails,
} from './codes'
export { OptionsError, type OptionsErrorCode } from './OptionsError'
export { errorMessage } from './errorMessage'
export { formatIssues } from './formatIssues'
