/**
 * Business constants and limits. Every timing, size and limit the kit uses
 * is named here once; nothing else in the code base repeats these literals.
 */

// The kit's identity and the display-name limit: the host page needs them at once (defaults.ts).
export { DISPLAY_NAME_LIMIT, DOCS_BASE_URL, SDK_TYPE, SDK_VERSION } from './defaults'

export const RECENT_WALLETS_KEPT = 2
export const BALANCE_CACHE_MS = 30_000
export const BALANCE_RETRY_WAIT_MS = 30_000
export const IDENTITY_CACHE_MS = 5 * 60_000
/**
 * How long a project's remote config, allowed origins and analytics config, once answered,
 * are reused from localStorage instead of asked again (core/remote/cache): a visitor moving
 * between a site's pages within 5 minutes asks once. Short, because a project owner who
 * switches a feature off or adds an origin expects it to apply soon; a failure is never kept.
 */
export const REMOTE_CONFIG_CACHE_MS = 5 * 60_000
export const PAIRING_EXPIRY_MS = 4 * 60_000
/**
 * How long the WalletConnect client may take to start (its code downloaded, then
 * UniversalProvider.init) before the pairing fails with Retry. The start reads the client's
 * storage and keys and opens no socket on a fresh page: well under a second once the code is
 * there, and the code's chunk downloads in a few seconds even on a slow mobile connection.
 * 15 s leaves room for both on a busy phone and still puts the error in front of the visitor
 * long before they give up on a spinner.
 */
export const WALLET_CONNECT_START_TIMEOUT_MS = 15_000
/**
 * How long a proposal may take to give its pairing URI (`display_uri`) before the pairing fails
 * with Retry. The client emits it only once the relay took the proposal: the socket opened
 * (the client gives one attempt 15 s before trying another), the Verify attestation (5 s at
 * most) and the publish acknowledged. A healthy relay does all that in about a second; 20 s
 * covers one stalled socket attempt, and past it a fresh client is the visitor's best chance.
 */
export const WALLET_CONNECT_URI_TIMEOUT_MS = 20_000
/**
 * How long Retry waits for a client that was given up on to close its relay socket before
 * starting the fresh one: the client's own socket close gives up after 2 s.
 */
export const WALLET_CONNECT_CLOSE_WAIT_MS = 2_000

/**
 * A payment method's limits when the onramp options list the payment currency but not the
 * method: in whole units of the payment currency.
 */
export const ONRAMP_CARD_LIMITS = { min: 10, max: 7500 } as const
export const ONRAMP_BANK_LIMITS = { min: 10, max: 25_000 } as const
/**
 * The limits the Buy view applies when the onramp options cannot be read: per payment method,
 * as decimal strings (fiat is never a float), for each of ONRAMP_FALLBACK_CURRENCIES.
 */
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const
export const ONRAMP_FALLBACK_CURRENCIES = ['USD', 'EUR'] as const
/** The fee range the Buy view states before a quote gives the exact fees. */
export const ONRAMP_FEE_RANGE = '1-2%'

export const REQUEST_RETRIES = 3
export const REQUEST_RETRY_BASE_DELAY_MS = 150
export const PENDING_TRANSACTIONS_LIMIT = 99

export const SNACKBAR_REOPEN_DELAY_MS = 150
export const SNACKBAR_AUTO_CLOSE_MS = 2_200
export const SHAKE_MS = 500
export const VIEW_TRANSITION_MS = 150
export const MODAL_HEIGHT_TRANSITION_MS = 150
export const HEADER_TEXT_TRANSITION_MS = 120
export const MODAL_WIDTH_PX = 360
/** Narrower viewports (phones) get the modal as a sheet from the bottom edge. */
export const SHEET_BELOW_WIDTH_PX = 480
/** The smallest touch target on a phone (WCAG 2.5.5, platform guidelines). */
export const TOUCH_TARGET_PX = 44
/**
 * How far the sheet must be dragged down by its handle to close, as Escape closes it; a
 * shorter drag springs back. About a thumb's flick, well past an unsteady touch.
 */
export const SHEET_DRAG_CLOSE_PX = 80
/** How long a sheet let go short of closing takes to spring back into place. */
export const SHEET_SPRING_BACK_MS = 200

export const ADDRESS_CHECKSUM_CACHE_SIZE = 8192
export const DEFAULT_BIG_NUMBER_DECIMALS = 20
export const HEARTBEAT_MS = 5_000

export const FRAME_READY_SETTLE_MS = 500
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const LOGIN_REQUEST_TIMEOUT_MS = 120_000
export const SIGN_OUT_WAIT_MS = 3_000
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

export const ERROR_REPORTS_MAX = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000

export const WALLET_PAGE_SIZE = 40
export const WALLET_RECOMMENDED_SIZE = 4
export const WALLET_SEARCH_SIZE = 100
export const WALLET_SEARCH_WAIT_MS = 300
export const WALLET_IMAGES_PREFETCHED = 20
/** How long an unused wallet-list response stays cached (re-typed searches, re-opened lists). */
export const WALLET_LIST_CACHE_MS = 5 * 60_000
/**
 * Long lists (token balances, activity) are drawn in windows beyond this many items: only the
 * rows in view and LIST_OVERSCAN_PX around them are in the DOM. Below it a list is drawn whole:
 * a page of activity or a usual wallet's tokens fit well within a frame, and every row then
 * stays in the accessibility tree and in the browser's find-in-page.
 */
export const LIST_WINDOWING_THRESHOLD = 100
/**
 * How far beyond the visible band a windowed list draws rows, in px on each side: about two
 * screens of a phone's scroll flick per frame, and enough that keyboard focus moving to the
 * next row always finds it drawn.
 */
export const LIST_OVERSCAN_PX = 320

/** How long a restore waits for the stored wallet to announce itself after page load. */
export const RESTORE_CONNECTOR_WAIT_MS = 1_000
/**
 * How long restoring a stored connection waits for the wallet (its session to revive, then
 * `eth_accounts` and `eth_chainId`, which never prompt) before resetting to disconnected. A
 * WalletConnect client starting over a slow relay takes seconds; a hung wallet, forever.
 */
export const RESTORE_WALLET_WAIT_MS = 10_000
/**
 * The longest a restore at page load can take: its chunk loaded after the first paint, then
 * the wallet's wait above. `connectionRestored(modal)` gives up waiting after it.
 */
export const RESTORE_SETTLE_WAIT_MS = RESTORE_WALLET_WAIT_MS + 5_000

export const ERROR_MESSAGE_DELAY_MS = 300

export const HTTP_RPC_TIMEOUT_MS = 10_000
/**
 * A node read as a whole (a balance): every node of the network, retries of quick failures
 * included, ends after this. One RPC timeout and the retries' backoff (150 + 300 + 600 ms):
 * a node that hangs is not asked three more times, which would take over 40 s.
 */
export const NODE_READ_DEADLINE_MS = HTTP_RPC_TIMEOUT_MS + 2_000
/**
 * How long the wallet gets to answer a read the kit makes on its own (`eth_chainId`,
 * `eth_getBalance` when the nodes fail): such reads never prompt, a wallet answers them at once.
 */
export const WALLET_READ_TIMEOUT_MS = 5_000
/**
 * A call to the wallet or blockchain services, its retries included, fails as timed out after
 * this (10 s, as for HTTP RPC): the view shows its error
 * and Retry within 10 s, instead of a skeleton or a spinner forever.
 */
export const SERVICE_REQUEST_TIMEOUT_MS = 10_000
/**
 * How long a plugin behind a feature waits for the project's remote config before the host's
 * own settings apply, as on a 5xx. Short, so that with one service timeout after it a view
 * whose services never answer shows its error well within 30 s of being opened.
 */
export const REMOTE_CONFIG_WAIT_MS = 3_000
export const HTTP_RPC_BATCH_SIZE = 1000
export const HTTP_RPC_FALLBACK_POLL_MS = 4_000

export const LOGGER_CAP_BYTES = 1_024_000
export const DEFAULT_FRAME_CHAIN = 'eip155:1'
export const SECURE_SDK_DEFAULT_VERSION = 4
export const DEFAULT_LOG_LEVEL = 'error'

/**
 * The longest piece of text a view's entry data may carry (a receiver, a token's symbol or
 * address): far beyond any real one, short enough that a host cannot fill a field with a page.
 */
export const VIEW_DATA_TEXT_MAX_LENGTH = 200

/**
 * The largest amount a payment or a send may carry, in the asset's smallest unit: 2^256 - 1,
 * the most an EVM transaction's `value` or an ERC-20 `transfer` amount (both uint256) can
 * hold. A larger amount is refused up front (INVALID_AMOUNT) instead of failing in the wallet.
 */
export const MAX_AMOUNT_UNITS = 2n ** 256n - 1n

/** Remote features. Basic mode disables all of them. */
export const REMOTE_FEATURES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
] as const
export type RemoteFeatureId = (typeof REMOTE_FEATURES)[number]

export { DEFAULT_ENDPOINTS, IDLE_PREFETCH_TIMEOUT_MS } from './defaults'
