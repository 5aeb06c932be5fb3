// How a social sign-in's outcome reaches the page that started it, as the kit reads it: the
// auth service's callback page posts this message to its opener (the popup), or puts the same
// values in the fragment of the page it returns to (the redirect fallback). The kit relays the
// grant to the frame untouched: only the frame holds the secret that redeems it. The service
// writes these with protocol/auth/social.ts (a test checks that the two agree).
import * as z from 'zod/mini'

export const SOCIAL_RESULT_TYPE = 'portico:social-result'
export const SOCIAL_GRANT_PARAM = 'portico_social_grant'
export const SOCIAL_ERROR_PARAM = 'portico_social_error'

const grant = z.string().check(z.refine((value) => /^[A-Za-z0-9_-]{43}$/.test(value)))
const error = z.enum(['access_denied', 'failed'])

/** The callback page's message: a grant, or why there is none. */
export const socialResultSchema = z.union([
  z.object({ type: z.enum([SOCIAL_RESULT_TYPE]), grant }),
  z.object({ type: z.enum([SOCIAL_RESULT_TYPE]), error }),
])
export type SocialResult = z.infer<typeof socialResultSchema>

/** The outcome in a page address's fragment (the redirect fallback), if it holds one. */
export function socialResultOfFragment(hash: string): SocialResult | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const parsed = socialResultSchema.safeParse(
    params.has(SOCIAL_GRANT_PARAM)
      ? { type: SOCIAL_RESULT_TYPE, grant: params.get(SOCIAL_GRANT_PARAM) }
      : params.has(SOCIAL_ERROR_PARAM)
        ? { type: SOCIAL_RESULT_TYPE, error: params.get(SOCIAL_ERROR_PARAM) }
        : undefined,
  )
  return parsed.success ? parsed.data : undefined
}

/** What the kit relays to the frame (CONNECT_SOCIAL's `uri`): the grant as a fragment. */
export const grantUri = (value: string) => `#${SOCIAL_GRANT_PARAM}=${value}`
