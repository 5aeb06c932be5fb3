import { describe, expect, it } from 'vitest'
import { isNativeId, planSwap } from './plan'
import { ETH, USDC } from './test/fixtures'

describe('the approve-then-swap plan', () => {
  it('sends the native currency along with the swap: nothing to approve', () => {
    expect(isNativeId(ETH.address)).toBe(true)
    expect(planSwap({ fromToken: ETH.address, amount: 10n, allowance: 0n })).toEqual(['swap'])
  })

  it('swaps at once when the allowance covers the amount', () => {
    expect(planSwap({ fromToken: USDC.address, amount: 10n, allowance: 10n })).toEqual(['swap'])
    expect(planSwap({ fromToken: USDC.address, amount: 10n, allowance: 11n })).toEqual(['swap'])
  })

  it('approves first when the allowance is short, even by one unit', () => {
    expect(isNativeId(USDC.address)).toBe(false)
    expect(planSwap({ fromToken: USDC.address, amount: 10n, allowance: 9n })).toEqual([
      'approve',
      'swap',
    ])
  })
})
