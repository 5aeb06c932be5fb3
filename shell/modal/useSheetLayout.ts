import { useSyncExternalStore } from 'react'
import { SHEET_BELOW_WIDTH_PX } from '../../core/constants'

// A fraction under the breakpoint: `max-width` includes its value, and 480 px is a card.
const PHONE_WIDTH = `(max-width: ${SHEET_BELOW_WIDTH_PX - 0.02}px)`

// Without matchMedia (some embedders, older test DOMs) the modal stays the centred card.
const phoneQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_WIDTH)
    : undefined

function subscribeToWidth(onChange: () => void): () => void {
  const query = phoneQuery()
  query?.addEventListener?.('change', onChange)
  return () => query?.removeEventListener?.('change', onChange)
}

/**
 * Whether the modal is drawn as a bottom sheet: on viewports narrower than
 * SHEET_BELOW_WIDTH_PX, following a rotation or a resize while open.
 */
export function useSheetLayout(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => phoneQuery()?.matches ?? false,
    () => false,
  )
}
