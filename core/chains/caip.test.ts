import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/PorticoError'
import {
  eip155ChainId,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

function thrown(run: () => unknown): PorticoError {
  try {
    run()
  } catch (error) {
    if (error instanceof PorticoError) return error
    throw error
  }
  throw new Error('expected a PorticoError')
}

describe('CAIP-2 network ids', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['eip155:8453', 'eip155', '8453'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
    ['cosmos:cosmoshub-4', 'cosmos', 'cosmoshub-4'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
  ])('parses %s', (value, namespace, reference) => {
    expect(parseCaipNetworkId(value)).toEqual({ namespace, reference, caipNetworkId: value })
    expect(isCaipNetworkId(value)).toBe(true)
  })

  it.each([
    ['', /expected namespace:reference/],
    ['eip155', /expected namespace:reference/],
    ['eip155:1:2', /expected namespace:reference/],
    ['near:mainnet', /unknown namespace "near" \(expected one of eip155, solana/],
    ['EIP155:1', /unknown namespace "EIP155"/],
    ['eip155:', /invalid reference ""/],
    ['solana:' + 'a'.repeat(33), /invalid reference/],
    ['solana:abc def', /invalid reference/],
    ['eip155:0x1', /invalid eip155 chain id "0x1"/],
    ['eip155:01', /invalid eip155 chain id "01"/],
    ['eip155:-1', /invalid eip155 chain id "-1"/],
  ])('rejects %j with a specific message', (value, reason) => {
    const error = thrown(() => parseCaipNetworkId(value))
    expect(error.code).toBe('INVALID_CAIP_NETWORK_ID')
    expect(error.message).toMatch(`Invalid CAIP-2 network id "${value}": `)
    expect(error.message).toMatch(reason)
    expect(error.details).toEqual({ value })
    expect(isCaipNetworkId(value)).toBe(false)
  })

  it('formats from parts, validating them', () => {
    expect(formatCaipNetworkId('eip155', 8453)).toBe('eip155:8453')
    expect(formatCaipNetworkId('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
    expect(() => formatCaipNetworkId('eip155', 1.5)).toThrow(/invalid reference "1.5"/)
  })

  it('reads the numeric chain id of an eip155 id only', () => {
    expect(eip155ChainId('eip155:84532')).toBe(84532)
    expect(() => eip155ChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toThrow(
      /expected an eip155 id/,
    )
    expect(() => eip155ChainId('eip155:99999999999999999999')).toThrow(PorticoError)
  })

  it('knows the namespaces of SPEC §3', () => {
    for (const namespace of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']) {
      expect(isChainNamespace(namespace)).toBe(true)
    }
    expect(isChainNamespace('near')).toBe(false)
  })
})

describe('CAIP-10 account ids', () => {
  it('parses namespace:reference:address', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
      caipAddress: `eip155:1:${ADDRESS}`,
    })
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ).address,
    ).toBe('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    expect(isCaipAddress(`eip155:8453:${ADDRESS}`)).toBe(true)
  })

  it.each([
    ['', 'expected namespace:reference:address'],
    [ADDRESS, 'expected namespace:reference:address'],
    [`eip155:${ADDRESS}`, 'expected namespace:reference:address'],
    [`eip155:1:${ADDRESS}:extra`, 'expected namespace:reference:address'],
    [`eip155:1:`, 'invalid address ""'],
    [`eip155:1:0x12 34`, 'invalid address "0x12 34"'],
    [`near:1:${ADDRESS}`, 'unknown namespace "near"'],
    [`eip155:one:${ADDRESS}`, 'invalid eip155 chain id "one"'],
    [`eip155:1:${'a'.repeat(129)}`, 'invalid address'],
  ])('rejects %j with a specific message', (value, reason) => {
    const error = thrown(() => parseCaipAddress(value))
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe('INVALID_CAIP_ADDRESS')
    expect(error.message).toContain(`Invalid CAIP-10 account id "${value}": ${reason}`)
    expect(isCaipAddress(value)).toBe(false)
  })

  it('formats from a network id and an address', () => {
    expect(formatCaipAddress('eip155:8453', ADDRESS)).toBe(`eip155:8453:${ADDRESS}`)
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow(
      /expected namespace:reference:address/,
    )
  })
})
