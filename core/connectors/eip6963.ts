import * as z from 'zod/mini'
import type { Eip1193Provider } from '../chains/adapters/eip1193'

/** An EIP-6963 `announceProvider` event's detail, checked before the kit trusts it. */
const announcementSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    // EIP-6963 requires a data URI, so an announcement cannot make the page fetch anything.
    icon: z
      .string()
      .check(z.refine((icon) => icon.startsWith('data:image/'), 'must be a data:image URI')),
    rdns: z.string().check(z.minLength(1)),
  }),
  provider: z.custom<Eip1193Provider>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { request?: unknown }).request === 'function',
    'must be an EIP-1193 provider',
  ),
})

export type Announcement = z.infer<typeof announcementSchema>

/**
 * Listens for wallets announcing themselves (EIP-6963) and asks them to announce now.
 * Malformed announcements are ignored: a page script must not break the wallet list.
 * Returns the stop.
 */
export function discoverAnnouncedWallets(
  onAnnounce: (announcement: Announcement) => void,
): () => void {
  if (typeof window === 'undefined') return () => undefined
  const onEvent = (event: Event) => {
    const parsed = announcementSchema.safeParse((event as CustomEvent<unknown>).detail)
    if (parsed.success) onAnnounce(parsed.data)
  }
  window.addEventListener('eip6963:announceProvider', onEvent)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', onEvent)
}
