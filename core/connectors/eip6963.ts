import * as z from 'zod/mini'
import type { Eip1193Provider } from '../chains/adapters/eip1193'
import { errorMessage } from '../errors/errorMessage'
import type { Logger } from '../logger'

/**
 * A reverse domain name (`io.metamask`, `com.example.wallet`), as EIP-6963 requires of `rdns`:
 * at least two labels joined by dots. The kit's own connector ids (`injected`,
 * `walletConnect`) have no dot, so no announcement can take one of them.
 */
const REVERSE_DOMAIN = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)+$/i
/** The longest domain name DNS allows (RFC 1035); a longer rdns is not a domain. */
const RDNS_MAX_LENGTH = 253

/** Reads `request` once, so a getter that throws makes the announcement invalid, not the page. */
function isProvider(value: unknown): value is Eip1193Provider {
  try {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { request?: unknown }).request === 'function'
    )
  } catch {
    return false
  }
}

/** An EIP-6963 `announceProvider` event's detail, checked before the kit trusts it. */
const announcementSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    // EIP-6963 requires a data URI, so an announcement cannot make the page fetch anything.
    icon: z
      .string()
      .check(z.refine((icon) => icon.startsWith('data:image/'), 'must be a data:image URI')),
    rdns: z
      .string()
      .check(
        z.refine(
          (rdns) => rdns.length <= RDNS_MAX_LENGTH && REVERSE_DOMAIN.test(rdns),
          'must be a reverse domain name such as com.example.wallet',
        ),
      ),
  }),
  provider: z.custom<Eip1193Provider>(isProvider, 'must be an EIP-1193 provider'),
})

export type Announcement = z.infer<typeof announcementSchema>

/** A thrown value's message, even when reading it throws too (a hostile Proxy). */
function safeMessage(error: unknown): string {
  try {
    return errorMessage(error)
  } catch {
    return 'an unreadable error'
  }
}

/**
 * Reads one announcement event: the checked announcement, or undefined (with a debug log)
 * for anything else. Never throws, whatever the detail is: a non-object, a Proxy whose traps
 * throw, an `info` or a provider whose getters throw.
 */
export function parseAnnouncement(
  event: Event,
  logger: Pick<Logger, 'debug'>,
): Announcement | undefined {
  try {
    const parsed = announcementSchema.safeParse((event as CustomEvent<unknown>).detail)
    if (parsed.success) return parsed.data
    // Only paths and messages: the announced values themselves are not passed on.
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    logger.debug('Ignored a malformed EIP-6963 announcement', issues.join('; '))
  } catch (error) {
    logger.debug('Ignored an EIP-6963 announcement that threw', safeMessage(error))
  }
  return undefined
}

/**
 * Listens for wallets announcing themselves (EIP-6963) and asks them to announce now.
 * Malformed announcements are ignored (with a debug log): a page script must not break the
 * wallet list. Returns the stop.
 */
export function discoverAnnouncedWallets(
  onAnnounce: (announcement: Announcement) => void,
  logger: Pick<Logger, 'debug'>,
): () => void {
  if (typeof window === 'undefined') return () => undefined
  const onEvent = (event: Event) => {
    const announcement = parseAnnouncement(event, logger)
    if (announcement) onAnnounce(announcement)
  }
  window.addEventListener('eip6963:announceProvider', onEvent)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', onEvent)
}
