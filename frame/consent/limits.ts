// The consent's limits, in one place.

/**
 * How long the approval must have been on screen, visible, uncovered and not resized, before
 * Approve takes a click: a page that slides the frame under the pointer just before a click it
 * expects (clickjacking) gets a disabled button. Chromium itself drops clicks on a
 * cross-origin frame that moved in the last 500 ms, and the modal's own height transition
 * (150 ms) follows a resize: 700 ms lets a button that looks ready take the click.
 */
export const MIN_VISIBLE_MS = 700

/**
 * How often the browser re-checks that the approval is visible and uncovered
 * (IntersectionObserver v2's `delay`; 100 ms is the least it allows).
 */
export const VISIBILITY_CHECK_MS = 100

/** Requests that may wait for the visitor at once; more are refused until those are answered. */
export const MAX_QUEUED_APPROVALS = 8

/**
 * How long the frame waits for the node (token name and decimals, gas, price) before it
 * shows the summary with what it has: the summary never waits on a slow node for long.
 */
export const FACTS_TIMEOUT_MS = 5_000

/**
 * Token amounts from here up are shown as unlimited: 2^96 - 1 base units is the largest
 * amount some tokens store (UNI, COMP) and what they treat as infinite; at 18 decimals it is
 * about 79 billion tokens, more than a visitor ever means to allow.
 */
export const UNLIMITED_AMOUNT_FROM = 2n ** 96n - 1n
