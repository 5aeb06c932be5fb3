import { configure, getConfig, prettyDOM } from '@testing-library/react'

// Testing Library builds the error of a failed query (getBy…, findBy…, a waitFor that times
// out) with its `getElementError`, which prints the query's container with prettyDOM. prettyDOM
// takes an element or a document only: given the modal's shadow root it throws a TypeError
// ("Expected an element or document but got ShadowRoot") in place of the query's own message,
// and inside findBy…/waitFor that TypeError is thrown from a timer, so the query's promise
// never settles and the test runs into its timeout.
//
// The queries stay scoped to the shadow root itself rather than to an element inside it: the
// root is what the kit owns (the React container and anything else the modal puts beside it),
// and a suite keeps the `root` it was given. Only the error is taught about shadow roots, by
// wrapping whatever `getElementError` is configured: containers that are not shadow roots go
// to it unchanged.

const ours = new WeakSet<object>()

/** The `DEBUG_PRINT_LIMIT` prettyDOM honours, 7000 characters by default. */
function printLimit(): number {
  const limit = Number(typeof process === 'undefined' ? undefined : process.env.DEBUG_PRINT_LIMIT)
  return Number.isFinite(limit) && limit > 0 ? limit : 7000
}

/**
 * The DOM of an open shadow root as prettyDOM prints an element: each child in turn (comments
 * and the configured `defaultIgnore` elements, `<style>` among them, left out), under a
 * `#shadow-root (open)` line, cut at `DEBUG_PRINT_LIMIT` characters.
 */
export function prettyShadowRoot(root: ShadowRoot, maxLength = printLimit()): string {
  const { defaultIgnore } = getConfig()
  const children = [...root.children].filter((child) => !child.matches(defaultIgnore))
  const body = children
    .map((child) => prettyDOM(child, maxLength) || '')
    .join('\n')
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')
  const text = `#shadow-root (${root.mode})\n${body}`
  return text.length > maxLength ? `${text.slice(0, maxLength)}...` : text
}

const isShadowRoot = (node: unknown): node is ShadowRoot =>
  typeof ShadowRoot !== 'undefined' && node instanceof ShadowRoot

/**
 * Makes Testing Library's errors readable for queries scoped to a shadow root: the query's
 * message ("Unable to find an accessible element with the role …") and a dump of the root's
 * DOM, in the error Testing Library itself throws (`TestingLibraryElementError`). Installed
 * by every query set the kit hands out; a suite that configures its own `getElementError`
 * later replaces this one, and the next query set the kit hands out wraps that one in turn.
 */
export function installShadowRootErrors(): void {
  const current = getConfig().getElementError
  if (ours.has(current)) return
  const getElementError = (message: string | null, container: Element): Error => {
    // Testing Library types the container as an element; the queries are handed a shadow root.
    const node: unknown = container
    if (!isShadowRoot(node)) return current(message, container)
    const error = new Error(
      [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyShadowRoot(node)}`]
        .filter(Boolean)
        .join('\n\n'),
    )
    error.name = 'TestingLibraryElementError'
    return error
  }
  ours.add(getElementError)
  configure((config) => ({ reactStrictMode: config.reactStrictMode, getElementError }))
}
