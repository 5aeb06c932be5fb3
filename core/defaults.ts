/**
 * The kit's own defaults that the host page needs at once (not the named limits, which are in
 * constants.ts). Kept apart so the page's first chunk does not carry every limit that lazily
 * loaded code uses: a module goes wherever its first importer goes.
 */

/** How long idle-time prefetching waits at most for the browser to become idle. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2_000

/**
 * How long work held until after the page's first paint (the stored-connection check) waits
 * at most for that paint: a page in a background tab gets no frames, and a restored connection
 * should not wait until the visitor looks. 100 ms is about six frames at 60 Hz, so on a
 * visible page the paint always comes first.
 */
export const AFTER_PAINT_FALLBACK_MS = 100

/** Production service addresses; hosts override them with the `endpoints` option. */
export const DEFAULT_ENDPOINTS = {
  walletServices: 'https://api.web3modal.org',
  blockchainServices: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
} as const

/** The kit's name, as errors and analytics name it. */
export const SDK_TYPE = 'portico'
export const SDK_VERSION = '0.1.0'
/**
 * Where the kit is documented: its README, as the package's page on npm. A PorticoError's
 * message ends with a link to the section that explains it (this, then its `docsPath`).
 */
export const DOCS_BASE_URL = 'https://www.npmjs.com/package/portico'

/** How many characters of an account name the buttons show before cutting it with '…'. */
export const DISPLAY_NAME_LIMIT = 30
