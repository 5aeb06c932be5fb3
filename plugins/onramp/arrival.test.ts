import { describe, expect, it } from 'vitest'
import { findArrival } from './arrival'
import type { Purchase } from './slice'
import { purchaseTransaction } from './test/handlers'

const ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7'
const OPENED_AT = Date.parse('2026-01-01T10:00:00Z')
const purchase = (known: string[] | undefined): Purchase => ({
  address: ACCOUNT,
  chainId: 'eip155:8453',
  symbol: 'USDC',
  cryptoAmount: '25',
  fiatTotal: '25.38',
  fiatCurrency: 'USD',
  tokenId: undefined,
  openedAt: OPENED_AT,
  waitSince: OPENED_AT,
  known,
  status: 'waiting',
})
const before = '2026-01-01T09:59:00Z'
const after = '2026-01-01T10:01:00Z'

describe('the purchase among the onramp transactions', () => {
  it('is one that was not listed when the checkout opened', () => {
    const old = purchaseTransaction('1', ACCOUNT, '10', after)
    const made = purchaseTransaction('2', ACCOUNT, '25', after)
    expect(findArrival([old], purchase(['1']))).toBeUndefined()
    expect(findArrival([made, old], purchase(['1']))).toEqual({
      txHash: made.metadata.hash,
      amount: '25',
    })
  })

  it('is, when that first look failed, one mined since the checkout opened', () => {
    expect(
      findArrival([purchaseTransaction('1', ACCOUNT, '25', before)], purchase(undefined)),
    ).toBe(undefined)
    expect(
      findArrival([purchaseTransaction('1', ACCOUNT, '25', after)], purchase(undefined)),
    ).toMatchObject({ amount: '25' })
  })

  it('is never a pending one, one on another network, or one of another currency', () => {
    const pending = purchaseTransaction('2', ACCOUNT, '25', after)
    pending.metadata.status = 'pending'
    const elsewhere = purchaseTransaction('3', ACCOUNT, '25', after)
    elsewhere.metadata.chain = 'eip155:1'
    const ether = purchaseTransaction('4', ACCOUNT, '0.01', after)
    const [transfer] = ether.transfers
    if (transfer) transfer.fungible_info = { name: 'Ether', symbol: 'ETH' }
    expect(findArrival([pending, elsewhere, ether], purchase([]))).toBeUndefined()
  })
})
