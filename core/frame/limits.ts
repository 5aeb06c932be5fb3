/**
 * The kit's limits the frame app needs as well (frame/ imports core/frame only): how long
 * a login request may take, which bounds the frame's own device-approval polling.
 */
export { LOGIN_REQUEST_TIMEOUT_MS } from '../constants'
