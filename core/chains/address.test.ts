import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/PorticoError'
import { isEvmAddress, isValidAddress, toChecksumAddress } from './address'

// EIP-55's own test vectors.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

describe('EVM addresses', () => {
  it.each(CHECKSUMMED)('accepts the correctly checksummed mixed-case %s', (address) => {
    expect(isEvmAddress(address)).toBe(true)
    expect(toChecksumAddress(address)).toBe(address)
  })

  it('refuses a mixed-case address whose checksum is wrong in strict mode', () => {
    const broken = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' // last d upper-cased
    expect(isEvmAddress(broken)).toBe(false)
    expect(isEvmAddress(broken, { strict: false })).toBe(true)
    expect(() => toChecksumAddress(broken)).toThrow(
      `Invalid EVM address "${broken}": mixed-case address fails its EIP-55 checksum`,
    )
  })

  it('accepts an address in one case, which carries no checksum, and checksums it', () => {
    const lower = CHECKSUMMED[0]?.toLowerCase() ?? ''
    const upper = `0x${lower.slice(2).toUpperCase()}`
    expect(isEvmAddress(lower)).toBe(true)
    expect(isEvmAddress(upper)).toBe(true)
    expect(toChecksumAddress(lower)).toBe(CHECKSUMMED[0])
    expect(toChecksumAddress(upper)).toBe(CHECKSUMMED[0])
  })

  it.each([
    '',
    '0x',
    '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    '0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae',
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed0',
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg',
    ' 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
  ])('refuses the malformed %j', (address) => {
    expect(isEvmAddress(address)).toBe(false)
    expect(isEvmAddress(address, { strict: false })).toBe(false)
    let error: unknown
    try {
      toChecksumAddress(address)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      code: 'INVALID_ADDRESS',
      shortMessage: `Invalid EVM address "${address}": expected 0x followed by 40 hex characters`,
    })
  })
})

describe('receiver addresses per namespace', () => {
  it.each([
    ['eip155', CHECKSUMMED[1] ?? '', true],
    ['eip155', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35A', false],
    ['solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', true],
    ['solana', '11111111111111111111111111111111', true],
    ['solana', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaK0', false], // 0 is not base58
    ['solana', '7S3P4HxJpyyig', false],
    ['solana', CHECKSUMMED[0] ?? '', false],
    ['bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', true],
    ['bip122', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true],
    ['bip122', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', true],
    ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['bip122', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', true],
    ['bip122', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', true],
    ['bip122', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', true],
    ['bip122', 'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', false], // mixed case
    ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx', true], // shape only, see JSDoc
    ['bip122', 'bc1qar0srrr7', false],
    ['bip122', '0A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', false],
    ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', true],
    ['polkadot', '15oF4uVJwmo4TdGW7', false],
    ['cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', true],
    ['cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6ddob', false], // o and b are not bech32
  ] as const)('%s %s → %s', (namespace, address, valid) => {
    expect(isValidAddress(namespace, address)).toBe(valid)
  })
})
