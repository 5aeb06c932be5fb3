import type { Modal } from '../../core/createModalCore'

/**
 * The page's modal for the custom elements of `portico/button`: a plain page has no provider
 * to find it through, and createModal keeps no list of modals (that would weigh on every host
 * page), so the page names it once here. An element whose own `modal` property is set follows
 * that one instead (a page with two modals).
 */
let pageModal: Modal | undefined
const followers = new Set<() => void>()

/** What an element needs of a modal: checked, so a wrong value fails where it is given. */
export function isModal(value: unknown): value is Modal {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<Record<keyof Modal, unknown>>
  return (
    typeof candidate.getState === 'function' &&
    typeof candidate.subscribe === 'function' &&
    typeof candidate.open === 'function'
  )
}

/** Throws a TypeError naming `where` unless `value` is a modal (or undefined, to unlink). */
export function checkModal(value: unknown, where: string): Modal | undefined {
  if (value === undefined || isModal(value)) return value
  throw new TypeError(`${where} takes the modal createModal() returned`)
}

/**
 * Links every `<portico-connect-button>` and `<portico-network-button>` of the page (those
 * without a `modal` of their own) to `modal`, now and when added later; `undefined` unlinks.
 *
 * @example
 * import { createModal } from 'portico'
 * import { setButtonModal } from 'portico/button'
 * setButtonModal(createModal({ projectId, networks: ['eip155:1'] }))
 */
export function setButtonModal(modal: Modal | undefined): void {
  pageModal = checkModal(modal, 'setButtonModal(modal)')
  for (const follow of followers) follow()
}

/** The modal given to setButtonModal, if any. */
export function buttonModal(): Modal | undefined {
  return pageModal
}

/** Calls `listener` whenever setButtonModal changes the page's modal; returns the undo. */
export function followButtonModal(listener: () => void): () => void {
  followers.add(listener)
  return () => followers.delete(listener)
}
