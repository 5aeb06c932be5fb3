import { describe, expect, it } from 'vitest'
import { availabilityOf } from './availability'

const OWNER = '0x52908400098527886E0F7030069857D2E4169EE7'
const holder = (address: string) => ({
  data: { name: 'ada-lovelace', address },
  isSuccess: true,
  isError: false,
})

describe('availability', () => {
  it('is available when nobody holds the name (a 404)', () => {
    expect(
      availabilityOf({ error: { status: 404 }, isSuccess: false, isError: true }, true, OWNER),
    ).toBe('available')
  })

  it('is taken when another address holds it, and yours when the account does', () => {
    expect(availabilityOf(holder('0x0000000000000000000000000000000000000001'), true, OWNER)).toBe(
      'taken',
    )
    expect(availabilityOf(holder(OWNER.toLowerCase()), true, OWNER)).toBe('yours')
  })

  it('is unknown when the lookup fails otherwise, and checking while it runs or is stale', () => {
    expect(
      availabilityOf({ error: { status: 500 }, isSuccess: false, isError: true }, true, OWNER),
    ).toBe('unknown')
    expect(availabilityOf({ isSuccess: false, isError: false }, true, OWNER)).toBe('checking')
    expect(availabilityOf(holder(OWNER), false, OWNER)).toBe('checking')
  })
})
