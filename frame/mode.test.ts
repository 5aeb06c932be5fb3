import { describe, expect, it, vi } from 'vitest'
import { startBridge } from './bridge'
import { frameModeOf } from './mode'

const PAGE = 'https://shop.example'
const ID = '6c3f7a1e-8a53-4a51-9d1e-2f0d8c5b6a10'
const FRAME_QUERY = `?parentOrigin=${encodeURIComponent(PAGE)}`
const WINDOW_QUERY = `${FRAME_QUERY}&mode=window`

/** A window as the frame app sees its own: its parent, top and opener. */
function windowWith(place: { framed?: boolean; opener?: unknown }) {
  const win = { opener: place.opener ?? null } as { parent: unknown; top: unknown; opener: unknown }
  const parent = place.framed ? { name: 'the embedding page' } : win
  win.parent = parent
  win.top = parent
  return win as unknown as Window
}

describe("the frame app's mode", () => {
  it('answers its parent when embedded', () => {
    const win = windowWith({ framed: true })
    expect(frameModeOf(win, FRAME_QUERY)).toEqual({
      kind: 'frame',
      counterpart: win.parent,
      counterpartOrigin: PAGE,
    })
  })

  it('answers its opener as the wallet window: top level, mode=window, opened by a page', () => {
    const opener = { name: 'the page' }
    expect(frameModeOf(windowWith({ opener }), WINDOW_QUERY)).toEqual({
      kind: 'window',
      counterpart: opener,
      counterpartOrigin: PAGE,
    })
  })

  it('answers nobody: a top-level page without mode=window, a window without opener or framed, no proper origin', () => {
    expect(frameModeOf(windowWith({ opener: { name: 'a page' } }), FRAME_QUERY)).toBeUndefined()
    expect(frameModeOf(windowWith({}), WINDOW_QUERY)).toBeUndefined()
    expect(frameModeOf(windowWith({ framed: true, opener: {} }), WINDOW_QUERY)).toBeUndefined()
    expect(frameModeOf(windowWith({ framed: true }), '?mode=window')).toBeUndefined()
    expect(
      frameModeOf(
        windowWith({ opener: {} }),
        '?parentOrigin=https%3A%2F%2Fshop.example%2Fx&mode=window',
      ),
    ).toBeUndefined()
  })
})

describe('the bridge in window mode (its opener as the counterpart)', () => {
  function setup() {
    const listeners = new Set<(event: MessageEvent) => void>()
    const self = {
      addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
        listeners.delete(listener),
    } as unknown as Window
    const posted: Array<{ message: unknown; origin: string }> = []
    const opener = {
      postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
    }
    const mode = frameModeOf(windowWith({ opener }), WINDOW_QUERY)
    if (!mode) throw new Error('no window mode')
    const handle = vi.fn(async () => ({ chainId: 1 }))
    startBridge({ self, parent: mode.counterpart, parentOrigin: mode.counterpartOrigin, handle })
    const send = (data: unknown, origin: string, source: unknown) => {
      for (const listener of listeners)
        listener({ data, origin, source } as unknown as MessageEvent)
    }
    return { opener, posted, send, handle }
  }

  it('announces itself to the opener, at the page origin only, and answers it there', async () => {
    const { opener, posted, send, handle } = setup()
    expect(posted[0]).toEqual({ message: { type: 'FRAME_READY', payload: {} }, origin: PAGE })
    send({ id: ID, type: 'GET_CHAIN_ID', payload: {} }, PAGE, opener)
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(handle).toHaveBeenCalledTimes(1)
    expect(posted[1]).toEqual({
      message: { id: ID, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
      origin: PAGE,
    })
  })

  it('ignores another origin, and another window of the right origin (a tab the page opened, a frame)', () => {
    const { opener, posted, send, handle } = setup()
    send({ id: ID, type: 'GET_CHAIN_ID', payload: {} }, 'https://evil.example', opener)
    send({ id: ID, type: 'GET_CHAIN_ID', payload: {} }, PAGE, { name: 'another window' })
    send({ id: ID, type: 'GET_CHAIN_ID', payload: {} }, PAGE, null)
    // The bridge hands a message over as it receives it: none was.
    expect(handle).not.toHaveBeenCalled()
    expect(posted).toHaveLength(1)
  })
})
