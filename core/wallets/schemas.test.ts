import { describe, expect, it } from 'vitest'
import { makeWallet } from 'portico/testing'
import { getWalletsResponseSchema, walletListItemSchema } from './schemas'

describe('wallet list schemas', () => {
  it('accepts an item with null or missing links, rdns and chains', () => {
    const parsed = walletListItemSchema.parse({
      id: 'abc',
      name: 'Some Wallet',
      image_id: 'img',
      mobile_link: null,
      desktop_link: null,
      rdns: null,
    })
    expect(parsed).toMatchObject({ id: 'abc', rdns: null, mobile_link: null })
    expect(parsed.webapp_link).toBeUndefined()
    expect(parsed.chains).toBeUndefined()
  })

  it('strips the fields the kit does not read', () => {
    const parsed = walletListItemSchema.parse({ ...makeWallet(0), categories: ['defi'] })
    expect(parsed).not.toHaveProperty('categories')
  })

  it('accepts CAIP-2 chains of namespaces the kit does not support', () => {
    const chains = [
      'eip155:1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'ton:-239',
      'near:mainnet',
    ]
    expect(walletListItemSchema.parse({ ...makeWallet(0), chains }).chains).toEqual(chains)
  })

  it.each([
    ['an empty id', { id: '' }],
    ['a missing name', { name: undefined }],
    ['a chain that is not CAIP-2', { chains: ['mainnet'] }],
    ['a numeric rdns', { rdns: 7 }],
  ])('rejects %s', (_label, change) => {
    expect(walletListItemSchema.safeParse({ ...makeWallet(0), ...change }).success).toBe(false)
  })

  it('requires data and a whole, non-negative count', () => {
    const data = [makeWallet(0)]
    expect(getWalletsResponseSchema.safeParse({ data, count: 1 }).success).toBe(true)
    expect(getWalletsResponseSchema.safeParse({ data, count: -1 }).success).toBe(false)
    expect(getWalletsResponseSchema.safeParse({ data, count: 1.5 }).success).toBe(false)
    expect(getWalletsResponseSchema.safeParse({ data }).success).toBe(false)
  })
})
