import type { PluginContext } from 'portico/plugin'
import { isAddress } from 'viem'
import * as z from 'zod/mini'
import type { Contact } from './slice'

type Logger = PluginContext['logger']

/** Where the contacts are kept in the browser: one book per site, for every modal on it. */
export const STORAGE_KEY = 'portico.myPlugin.contacts'

// What is read back crosses a boundary (another version of the plugin, the visitor, an
// extension may have written it): parsed before it reaches the store. zod/mini, as the kit
// uses it: the host page loads it already.
const storedContactSchema = z.object({
  name: z.string(),
  address: z.custom<Contact['address']>(
    (value) => typeof value === 'string' && isAddress(value, { strict: true }),
  ),
  addedAt: z.number(),
})
const storedBookSchema = z.object({ version: z.literal(1), contacts: z.array(storedContactSchema) })

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the book then lasts a visit.
    return undefined
  }
}

/** The contacts kept in the browser; none when there are none, or what is there is not a book. */
export function readStoredContacts(logger: Logger): Contact[] {
  const raw = browserStorage()?.getItem(STORAGE_KEY)
  if (!raw) return []
  try {
    const parsed = storedBookSchema.safeParse(JSON.parse(raw))
    if (parsed.success) return parsed.data.contacts
    logger.warn('The stored address book is not one this plugin wrote; it is ignored', parsed.error)
  } catch (error) {
    logger.warn('The stored address book is not JSON; it is ignored', error)
  }
  return []
}

/** Keeps `contacts` in the browser; a full or blocked storage is logged, not thrown. */
export function storeContacts(contacts: readonly Contact[], logger: Logger): void {
  try {
    browserStorage()?.setItem(STORAGE_KEY, JSON.stringify({ version: 1, contacts }))
  } catch (error) {
    logger.warn('The address book could not be stored', error)
  }
}
