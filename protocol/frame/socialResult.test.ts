import { describe, expect, it } from 'vitest'
import {
  SOCIAL_ERROR_FRAGMENT,
  SOCIAL_GRANT_FRAGMENT,
  SOCIAL_RESULT_MESSAGE,
  socialResultMessageSchema,
} from '../auth/social'
import {
  grantUri,
  SOCIAL_ERROR_PARAM,
  SOCIAL_GRANT_PARAM,
  SOCIAL_RESULT_TYPE,
  socialResultOfFragment,
  socialResultSchema,
} from './socialResult'

const GRANT = 'a'.repeat(43)

describe("the kit's reading of a social sign-in's outcome", () => {
  it('names what the auth service writes', () => {
    expect(SOCIAL_RESULT_TYPE).toBe(SOCIAL_RESULT_MESSAGE)
    expect(SOCIAL_GRANT_PARAM).toBe(SOCIAL_GRANT_FRAGMENT)
    expect(SOCIAL_ERROR_PARAM).toBe(SOCIAL_ERROR_FRAGMENT)
  })

  it('takes the messages the service’s schema takes, and refuses what it refuses', () => {
    const cases: unknown[] = [
      { type: SOCIAL_RESULT_MESSAGE, grant: GRANT },
      { type: SOCIAL_RESULT_MESSAGE, error: 'access_denied' },
      { type: SOCIAL_RESULT_MESSAGE, error: 'failed' },
      { type: SOCIAL_RESULT_MESSAGE, grant: 'short' },
      { type: SOCIAL_RESULT_MESSAGE, error: 'other' },
      { type: 'other', grant: GRANT },
      'portico:social-result',
    ]
    for (const value of cases) {
      expect(socialResultSchema.safeParse(value).success).toBe(
        socialResultMessageSchema.safeParse(value).success,
      )
    }
  })

  it('reads the redirect fallback’s fragment', () => {
    expect(socialResultOfFragment(`#${SOCIAL_GRANT_PARAM}=${GRANT}`)).toEqual({
      type: SOCIAL_RESULT_TYPE,
      grant: GRANT,
    })
    expect(socialResultOfFragment(`#${SOCIAL_ERROR_PARAM}=access_denied`)).toEqual({
      type: SOCIAL_RESULT_TYPE,
      error: 'access_denied',
    })
    expect(socialResultOfFragment('#section-2')).toBeUndefined()
    expect(socialResultOfFragment(`#${SOCIAL_GRANT_PARAM}=bad`)).toBeUndefined()
    expect(grantUri(GRANT)).toBe(`#${SOCIAL_GRANT_PARAM}=${GRANT}`)
  })
})
