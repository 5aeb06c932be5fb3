import { parentOriginOf } from './bridge'

/**
 * Who the frame app speaks to, and how it runs:
 * - `frame`: embedded by the page (the kit's hidden iframe); its counterpart is the parent.
 * - `window`: the wallet window the page opened (`mode=window`), a top-level window of the
 *   service's origin with first-party storage; its counterpart is its opener. Used where the
 *   browser refuses an embedded frame its storage.
 * Either way the counterpart's origin is the `parentOrigin` of the address, and the bridge
 * takes messages from that window and that origin only, and posts to them only. For a window,
 * the service refuses to serve the page for an origin it does not allow (as frame-ancestors
 * refuses to embed it), and the window must not be embedded itself.
 */
export interface FrameMode {
  kind: 'frame' | 'window'
  counterpart: Window
  counterpartOrigin: string
}

/** The frame's mode from its window and address; undefined when there is nobody to answer. */
export function frameModeOf(
  win: Pick<Window, 'parent' | 'top' | 'opener'>,
  search: string,
): FrameMode | undefined {
  const counterpartOrigin = parentOriginOf(search)
  if (!counterpartOrigin) return undefined
  const wantsWindow = new URLSearchParams(search).get('mode') === 'window'
  const embedded = win.parent !== win || win.top !== win
  if (!wantsWindow) {
    return embedded ? { kind: 'frame', counterpart: win.parent, counterpartOrigin } : undefined
  }
  // A wallet window that is framed, or has no opener (opened by hand, or its opener cut the
  // link), has nobody it may answer.
  const opener: unknown = win.opener
  if (embedded || typeof opener !== 'object' || opener === null) return undefined
  return { kind: 'window', counterpart: opener as Window, counterpartOrigin }
}
