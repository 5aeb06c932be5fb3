/**
 * The kit's own defaults that the host page needs at once (not SPEC §9 limits, which are in
 * constants.ts). Kept apart so the page's first chunk does not carry every limit that lazily
 * loaded code uses: a module goes wherever its first importer goes.
 */

/** How long idle-time prefetching waits at most for the browser to become idle. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2_000

/** Production service addresses; hosts override them with the `endpoints` option. */
export const DEFAULT_ENDPOINTS = {
  walletServices: 'https://api.web3modal.org',
  blockchainServices: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
} as const
