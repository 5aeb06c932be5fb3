import { describe, expect, it } from 'vitest'
import { parseSwapArgs } from './args'
import {
  amountTyped,
  formPrefilled,
  initialSwapsState,
  networkEntered,
  swapsSlice,
  tokenChosen,
  tokensFlipped,
  type SwapsState,
} from './slice'

const reduce = (state: SwapsState, ...actions: Parameters<typeof swapsSlice.reducer>[1][]) =>
  actions.reduce(swapsSlice.reducer, state)

const filled = reduce(
  initialSwapsState,
  networkEntered('eip155:1'),
  formPrefilled({ fromToken: 'eth', toToken: 'usdc', amount: '1' }),
)

describe('the swap form', () => {
  it('swaps the two tokens when one side is given the other side’s token', () => {
    expect(reduce(filled, tokenChosen({ side: 'to', token: 'eth' }))).toMatchObject({
      fromToken: 'usdc',
      toToken: 'eth',
    })
    expect(reduce(filled, tokenChosen({ side: 'from', token: 'usdc' }))).toMatchObject({
      fromToken: 'usdc',
      toToken: 'eth',
    })
    expect(reduce(filled, tokenChosen({ side: 'to', token: 'gold' }))).toMatchObject({
      fromToken: 'eth',
      toToken: 'gold',
    })
  })

  it('flips the tokens, the typed amount staying with its token', () => {
    const flipped = reduce(filled, tokensFlipped())
    expect(flipped).toMatchObject({ fromToken: 'usdc', toToken: 'eth', amount: '1', side: 'buy' })
  })

  it('keeps what was typed and on which side', () => {
    expect(reduce(filled, amountTyped({ side: 'buy', amount: '3' }))).toMatchObject({
      amount: '3',
      side: 'buy',
    })
  })

  it('starts over on another network, and keeps the form on the same one', () => {
    expect(reduce(filled, networkEntered('eip155:1'))).toBe(filled)
    expect(reduce(filled, networkEntered('eip155:8453'))).toEqual({
      ...initialSwapsState,
      caipNetworkId: 'eip155:8453',
    })
  })
})

describe("the host's arguments", () => {
  it('accepts tokens by any name and a decimal amount, or nothing', () => {
    expect(parseSwapArgs({ fromToken: 'USDC', toToken: 'eip155:1:0xabc', amount: '0.5' })).toEqual({
      ok: true,
      args: { fromToken: 'USDC', toToken: 'eip155:1:0xabc', amount: '0.5' },
    })
    expect(parseSwapArgs(undefined)).toEqual({ ok: true, args: {} })
  })

  it('refuses a malformed amount or a token that is not a name', () => {
    expect(parseSwapArgs({ amount: '-1' }).ok).toBe(false)
    expect(parseSwapArgs({ amount: '1e18' }).ok).toBe(false)
    expect(parseSwapArgs({ fromToken: 42 }).ok).toBe(false)
    expect(parseSwapArgs('USDC').ok).toBe(false)
  })

  it('says which field is wrong, in the words every view uses for its data', () => {
    const parsed = parseSwapArgs({ fromToken: 'USDC', amount: '-1' })
    expect(parsed.ok ? '' : parsed.reason).toMatch(
      /^Swap was opened with invalid data: data\.amount: \S/,
    )
  })
})
