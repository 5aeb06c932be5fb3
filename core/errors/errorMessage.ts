import { PorticoError } from './PorticoError'

/**
 * Reads a human message out of anything thrown, without trusting its shape: a PorticoError's
 * sentence (`shortMessage`, without the lines its `message` adds for logs), any other error's
 * message.
 */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof PorticoError) return error.shortMessage || fallback
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message
    if (typeof message === 'string' && message) return message
  }
  return fallback
}
