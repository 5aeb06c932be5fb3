import * as z from 'zod/mini'
import { isPopupProvider, type PopupProvider } from './providers'

/** The page's session storage key: which provider the visitor left for (redirect fallback). */
export const REDIRECT_PROVIDER_KEY = 'portico:socials:redirectProvider'

const providerSchema = z.custom<PopupProvider>(isPopupProvider)

function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

/** The provider of a redirect under way, kept in this tab only, read once when back. */
export const redirectMemory = {
  remember(provider: PopupProvider) {
    try {
      store()?.setItem(REDIRECT_PROVIDER_KEY, provider)
    } catch {
      // Blocked storage: back from the provider, the view names no provider.
    }
  },
  take(): PopupProvider | undefined {
    const storage = store()
    if (!storage) return undefined
    try {
      const raw = storage.getItem(REDIRECT_PROVIDER_KEY)
      storage.removeItem(REDIRECT_PROVIDER_KEY)
      const parsed = providerSchema.safeParse(raw)
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  },
}
