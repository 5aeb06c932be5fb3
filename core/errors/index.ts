export { PorticoError, errorMessage } from './PorticoError'
export { formatIssues } from './formatIssues'
