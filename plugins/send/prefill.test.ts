import { describe, expect, it } from 'vitest'
import { balancesSynced, initialSendState, sendSlice, tokenChosen, tokenRequested } from './slice'
import { findTokenEntry } from './tokens'
import { USDC_CONTRACT, ethBalance, usdcBalance } from './test/fixtures'

const reduce = sendSlice.reducer
const balances = [ethBalance('2'), usdcBalance('42.5')]
const synced = balancesSynced({
  caipNetworkId: 'eip155:1',
  tokenBalances: balances,
  networkBalanceInUSD: 6000,
})

describe('the token a view was opened with', () => {
  it('is found by symbol (any case), contract address or CAIP-10 id, and the native by its symbol', () => {
    expect(findTokenEntry(balances, 'usdc')?.symbol).toBe('USDC')
    expect(findTokenEntry(balances, USDC_CONTRACT.toLowerCase())?.symbol).toBe('USDC')
    expect(findTokenEntry(balances, `eip155:1:${USDC_CONTRACT}`)?.symbol).toBe('USDC')
    expect(findTokenEntry(balances, 'ETH')?.address).toBeUndefined()
    expect(findTokenEntry(balances, `eip155:10:${USDC_CONTRACT}`)).toBeUndefined()
    expect(findTokenEntry(balances, 'DAI')).toBeUndefined()
  })

  it('is chosen when the balances that list it arrive after the view opened', () => {
    const waiting = reduce(initialSendState, tokenRequested('USDC'))
    expect(waiting.token).toBeUndefined()
    expect(waiting.requestedToken).toBe('USDC')
    const chosen = reduce(waiting, synced)
    expect(chosen.token?.symbol).toBe('USDC')
    expect(chosen.requestedToken).toBeUndefined()
  })

  it('gives way to a token the visitor chooses meanwhile', () => {
    const waiting = reduce(initialSendState, tokenRequested('USDC'))
    const visitor = reduce(waiting, tokenChosen(ethBalance('2')))
    expect(reduce(visitor, synced).token?.symbol).toBe('ETH')
  })
})
