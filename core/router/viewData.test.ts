import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { invalidViewData } from './viewData'

describe('invalidViewData', () => {
  const schema = z.object({
    amount: z.optional(z.string()),
    tokens: z.optional(z.array(z.string())),
  })
  const issuesOf = (data: unknown) => {
    const parsed = schema.safeParse(data)
    if (parsed.success) throw new Error('the data was expected to be refused')
    return parsed.error.issues
  }

  it('names the view and each bad field by its path under data', () => {
    expect(invalidViewData('Send', issuesOf({ amount: 5, tokens: ['USDC', 7] }))).toMatch(
      /^Send was opened with invalid data: data\.amount: [^;]+; data\.tokens\.1: [^;]+$/,
    )
  })

  it('names data itself when the whole value is wrong', () => {
    expect(invalidViewData('Buy', issuesOf('USDC'))).toMatch(
      /^Buy was opened with invalid data: data: \S/,
    )
  })
})
