import { describe, expect, it } from 'vitest'
import { parseAccounts, parseChainId, parseHash, parseQuantity, parseSignature } from './eip155Rpc'

const LOWER = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const HASH = `0x${'ab'.repeat(32)}`

const invalid = (method: string) =>
  expect.objectContaining({
    code: 'INVALID_WALLET_RESPONSE',
    details: expect.objectContaining({ method }),
  })

describe('wallet RPC results', () => {
  it('parses accounts into checksummed addresses', () => {
    expect(parseAccounts([LOWER], 'eth_accounts')).toEqual([CHECKSUMMED])
    expect(parseAccounts([], 'eth_accounts')).toEqual([])
    for (const bad of [LOWER, [LOWER, 42], ['0x123'], [CHECKSUMMED.replace('a', 'A')], null]) {
      expect(() => parseAccounts(bad, 'eth_accounts')).toThrow(invalid('eth_accounts'))
    }
  })

  it('parses hex chain ids into numbers', () => {
    expect(parseChainId('0x1', 'eth_chainId')).toBe(1)
    expect(parseChainId('0x2105', 'eth_chainId')).toBe(8453)
    expect(parseChainId('0x01', 'eth_chainId')).toBe(1)
    for (const bad of ['1', 1, '0x', '0x0', 'eip155:1', '0xzz', `0x${'f'.repeat(20)}`]) {
      expect(() => parseChainId(bad, 'eth_chainId')).toThrow(invalid('eth_chainId'))
    }
    expect(() => parseChainId('8453', 'eth_chainId')).toThrow(
      'The wallet answered eth_chainId with "8453": expected a hex chain id such as "0x1"',
    )
  })

  it('parses quantities into bigints', () => {
    expect(parseQuantity('0x0', 'eth_getBalance')).toBe(0n)
    expect(parseQuantity('0xde0b6b3a7640000', 'eth_getBalance')).toBe(10n ** 18n)
    expect(() => parseQuantity(100, 'eth_estimateGas')).toThrow(invalid('eth_estimateGas'))
  })

  it('parses transaction hashes: 0x and 64 hex characters', () => {
    expect(parseHash(HASH, 'eth_sendTransaction')).toBe(HASH)
    for (const bad of [HASH.slice(0, -2), `${HASH}00`, null, HASH.replace('0x', '')]) {
      expect(() => parseHash(bad, 'eth_sendTransaction')).toThrow(invalid('eth_sendTransaction'))
    }
  })

  it('parses signatures: whole hex bytes of any length', () => {
    const signature = `0x${'1b'.repeat(65)}`
    expect(parseSignature(signature, 'personal_sign')).toBe(signature)
    expect(parseSignature(`0x${'00'.repeat(300)}`, 'personal_sign')).toHaveLength(602)
    for (const bad of ['0x', '0x123', {}, 'hello']) {
      expect(() => parseSignature(bad, 'personal_sign')).toThrow(invalid('personal_sign'))
    }
  })

  // Found by the fuzz suite (tests/fuzz/walletRpc.fuzz.test.ts).
  it('refuses a sparse account list: a hole is not an address', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(() => parseAccounts([, LOWER], 'accountsChanged')).toThrow(invalid('accountsChanged'))
  })

  it('names an answer that cannot be printed, rather than throwing while describing it', () => {
    const unprintable = Object.assign(Object.create(null) as object, { big: 1n })
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('hostile')
        },
      },
    )
    for (const bad of [unprintable, hostile]) {
      expect(() => parseChainId(bad, 'eth_chainId')).toThrow(invalid('eth_chainId'))
      expect(() => parseAccounts(bad, 'eth_accounts')).toThrow(invalid('eth_accounts'))
    }
  })
})
