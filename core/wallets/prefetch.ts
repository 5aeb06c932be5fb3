import { WALLET_IMAGES_PREFETCHED } from '../constants'

/**
 * Starts loading the first `limit` images of a page (the first 20), so the rows
 * that appear first paint with their icons. Where there is no `Image` (a server, a worker)
 * it does nothing. Returns the addresses it started, each once.
 */
export function prefetchImages(
  urls: readonly string[],
  limit: number = WALLET_IMAGES_PREFETCHED,
): string[] {
  if (typeof Image === 'undefined') return []
  const started = [...new Set(urls)].slice(0, Math.max(0, limit))
  for (const url of started) new Image().src = url
  return started
}
