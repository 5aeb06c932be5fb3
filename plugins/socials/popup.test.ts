import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  awaitPopup,
  openSocialPopup,
  POPUP_CLOSED_CHECK_MS,
  returnAddress,
  SOCIAL_POPUP_NAME,
} from './popup'

const SERVICE = 'https://auth.test'
const GRANT = 'g'.repeat(43)

/** A page's window as far as the popup's wait uses it: its message listeners. */
function fakePage() {
  const target = new EventTarget()
  const post = (data: unknown, origin: string, source: unknown) => {
    const event = new Event('message') as Event & Record<string, unknown>
    Object.assign(event, { data, origin, source })
    target.dispatchEvent(event)
  }
  return { win: target as unknown as Window, post }
}

const fakePopup = () =>
  ({ closed: false, close: vi.fn() }) as unknown as Window & { closed: boolean }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the sign-in popup', () => {
  it('opens empty, named, in the click; a refused popup is null (the redirect fallback)', () => {
    const popup = fakePopup()
    const open = vi.fn(() => popup)
    expect(openSocialPopup({ open })).toBe(popup)
    expect(open).toHaveBeenCalledWith('about:blank', SOCIAL_POPUP_NAME, expect.any(String))
    expect(openSocialPopup({ open: () => null })).toBeNull()
    expect(
      openSocialPopup({
        open: () => {
          throw new Error('blocked')
        },
      }),
    ).toBeNull()
  })

  it('takes the grant from the service’s origin and that popup only, and closes it', async () => {
    const page = fakePage()
    const popup = fakePopup()
    const outcome = awaitPopup(popup, SERVICE, { win: page.win })
    page.post({ type: 'portico:social-result', grant: GRANT }, 'https://evil.test', popup)
    page.post({ type: 'portico:social-result', grant: GRANT }, SERVICE, {})
    page.post({ type: 'portico:social-result', grant: 'short' }, SERVICE, popup)
    page.post({ type: 'portico:social-result', grant: GRANT }, SERVICE, popup)
    await expect(outcome).resolves.toEqual({ type: 'portico:social-result', grant: GRANT })
    expect(popup.close).toHaveBeenCalled()
  })

  it('says the popup closed once the visitor closed it', async () => {
    const popup = fakePopup()
    const outcome = awaitPopup(popup, SERVICE, { win: fakePage().win })
    vi.advanceTimersByTime(POPUP_CLOSED_CHECK_MS)
    popup.closed = true
    vi.advanceTimersByTime(POPUP_CLOSED_CHECK_MS)
    await expect(outcome).resolves.toEqual({ closed: true })
  })

  it('stops waiting when the sign-in is left', async () => {
    const controller = new AbortController()
    const outcome = awaitPopup(fakePopup(), SERVICE, {
      win: fakePage().win,
      signal: controller.signal,
    })
    controller.abort()
    await expect(outcome).resolves.toEqual({ aborted: true })
  })

  it('comes back to the page’s address without its fragment', () => {
    expect(returnAddress('https://shop.test/cart?x=1#top')).toBe('https://shop.test/cart?x=1')
    expect(returnAddress('https://shop.test/')).toBe('https://shop.test/')
  })
})
