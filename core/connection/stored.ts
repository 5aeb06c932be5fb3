/** Where the kit remembers connections between page loads. */
export const CONNECTIONS_STORAGE_KEY = 'portico:connections'

/**
 * Whether anything is stored at all. Cheap enough for page load: the value is parsed (with
 * zod, in the lazily loaded connection chunk) only when there is one to restore.
 */
export function hasStoredConnections(): boolean {
  try {
    return (
      typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(CONNECTIONS_STORAGE_KEY))
    )
  } catch {
    return false
  }
}
