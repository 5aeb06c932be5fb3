import { ApiError } from '../errors'
import type { MailMessage } from '../mail'
import type { RouteContext } from './routeContext'

/**
 * Sends an e-mail the visitor waits for. If the mail server refuses it, the resend cooldown
 * just claimed for the address is released, so the visitor may ask again at once.
 */
export async function sendOrRelease(
  { mailer, stores, log }: RouteContext,
  cooldownEmail: string,
  message: MailMessage,
): Promise<void> {
  try {
    await mailer.send(message)
  } catch (error) {
    await stores.limiter.releaseEmail(cooldownEmail)
    // The reason only (connection refused, ...): never the message, which holds a code.
    log?.(`mail delivery failed: ${error instanceof Error ? error.name : 'unknown error'}`)
    throw new ApiError(500, 'INTERNAL', 'The e-mail could not be sent. Please try again.')
  }
}
