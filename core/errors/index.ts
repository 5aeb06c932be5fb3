export { PorticoError } from './PorticoError'
export { errorMessage } from './errorMessage'
export { formatIssues } from './formatIssues'
