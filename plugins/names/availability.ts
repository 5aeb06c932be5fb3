import type { NameHolder } from './schemas'

/** Whether a name can be registered by `address`, from its lookup. */
export type Availability = 'checking' | 'available' | 'taken' | 'yours' | 'unknown'

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404

/**
 * Reads a lookup of the name: nobody holds it (a 404) is available, the account itself
 * holding it is yours, anyone else is taken; a lookup under way, or one for an entry the
 * visitor has since changed, is checking, and any other failure leaves it unknown.
 */
export function availabilityOf(
  lookup: { data?: NameHolder; error?: unknown; isSuccess: boolean; isError: boolean },
  current: boolean,
  address: string | undefined,
): Availability {
  if (!current) return 'checking'
  if (lookup.isError) return isNotFound(lookup.error) ? 'available' : 'unknown'
  if (!lookup.isSuccess || !lookup.data) return 'checking'
  return address && lookup.data.address.toLowerCase() === address.toLowerCase() ? 'yours' : 'taken'
}
