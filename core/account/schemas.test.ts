import { describe, expect, expectTypeOf, it } from 'vitest'
import { nativeEntry, tokenEntry } from 'portico/testing'
import {
  balanceResponseSchema,
  identityResponseSchema,
  tokenBalanceSchema,
  type TokenBalance,
} from './schemas'
import type { TokenBalanceEntry } from './slice'

describe('token balance schema', () => {
  it('accepts a native entry without a contract address, and a token entry with one', () => {
    const native = tokenBalanceSchema.parse(nativeEntry('eip155:1', '1.5'))
    expect(native.address).toBeUndefined()
    expect(native.quantity).toEqual({ decimals: '18', numeric: '1.5' })
    const token = tokenBalanceSchema.parse(tokenEntry('eip155:8453', 'USDC', '12.5'))
    expect(token.address).toMatch(/^eip155:8453:0x/)
  })

  it('strips fields the kit does not read', () => {
    const parsed = tokenBalanceSchema.parse({ ...nativeEntry('eip155:1', '1'), logo: 'x' })
    expect(parsed).not.toHaveProperty('logo')
  })

  it('refuses a chain id that is not CAIP-2, decimals that are not a whole number, money as text', () => {
    const entry = nativeEntry('eip155:1', '1')
    expect(tokenBalanceSchema.safeParse({ ...entry, chainId: '1' }).success).toBe(false)
    expect(
      tokenBalanceSchema.safeParse({ ...entry, quantity: { decimals: '1.5', numeric: '1' } })
        .success,
    ).toBe(false)
    expect(tokenBalanceSchema.safeParse({ ...entry, value: '3000' }).success).toBe(false)
    expect(tokenBalanceSchema.safeParse({ ...entry, address: '' }).success).toBe(false)
  })

  it('is exactly the entry the account slice keeps', () => {
    expectTypeOf<TokenBalance>().toEqualTypeOf<TokenBalanceEntry>()
  })

  it('reads the balance response', () => {
    expect(balanceResponseSchema.parse({ balances: [] })).toEqual({ balances: [] })
    expect(balanceResponseSchema.safeParse({ data: [] }).success).toBe(false)
  })
})

describe('identity schema', () => {
  it('accepts a name and avatar, or null for either', () => {
    expect(identityResponseSchema.parse({ name: 'vitalik.eth', avatar: null })).toEqual({
      name: 'vitalik.eth',
      avatar: null,
    })
    expect(identityResponseSchema.parse({ name: null, avatar: 'https://a.example/x.png' })).toEqual(
      { name: null, avatar: 'https://a.example/x.png' },
    )
    expect(identityResponseSchema.safeParse({ name: 42, avatar: null }).success).toBe(false)
  })
})
