import { socialResultSchema, type SocialResult } from '../../protocol/frame/socialResult'

/** The popup's name (one social sign-in window at a time) and its size. */
export const SOCIAL_POPUP_NAME = 'portico-social'
export const SOCIAL_POPUP_FEATURES = 'popup=yes,width=500,height=640'
/** How often the kit looks whether the visitor closed the popup. */
export const POPUP_CLOSED_CHECK_MS = 500

/**
 * Opens the sign-in popup, empty, in the visitor's click (a browser lets a window open from
 * there only; the provider's address comes after, from the frame). Null when the browser
 * refused it: then the redirect fallback. The popup keeps its opener: the service's result
 * page posts the grant to it.
 */
export function openSocialPopup(win: Pick<Window, 'open'> = window): Window | null {
  try {
    return win.open('about:blank', SOCIAL_POPUP_NAME, SOCIAL_POPUP_FEATURES)
  } catch {
    return null
  }
}

export type PopupOutcome = SocialResult | { closed: true } | { aborted: true }

/**
 * The popup's outcome: the result message from the auth service's origin and that popup only
 * (anything else on the page's message channel is ignored), or its closing by the visitor.
 * `signal` stops the wait (the visitor went back, or a new sign-in started).
 */
export function awaitPopup(
  popup: Window,
  serviceOrigin: string,
  { win = window, signal }: { win?: Window; signal?: AbortSignal } = {},
): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    const finish = (outcome: PopupOutcome) => {
      win.removeEventListener('message', onMessage)
      clearInterval(timer)
      signal?.removeEventListener('abort', onAbort)
      resolve(outcome)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== serviceOrigin || event.source !== popup) return
      const parsed = socialResultSchema.safeParse(event.data)
      if (!parsed.success) return
      finish(parsed.data)
      popup.close()
    }
    const onAbort = () => finish({ aborted: true })
    const timer = setInterval(() => {
      if (popup.closed) finish({ closed: true })
    }, POPUP_CLOSED_CHECK_MS)
    if (signal?.aborted) return finish({ aborted: true })
    win.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort)
  })
}

/** The page's address without its fragment: where the redirect fallback comes back to. */
export const returnAddress = (href: string) => href.split('#')[0] ?? href
