import { describe, expect, it } from 'vitest'
import { findCatalogueNetwork } from '../catalogue'
import type { Network } from '../network'
import { addEthereumChainParameter, evmChainId, hexChainId } from './eip155Chain'
import { toRpcTransaction } from './eip155Transaction'

const FROM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const TO = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

function network(id: string): Network {
  const found = findCatalogueNetwork(id)
  if (!found) throw new Error(`${id} is not in the catalogue`)
  return found
}

describe('eip155 transactions', () => {
  it('sends the native currency with empty data and a hex value', () => {
    expect(toRpcTransaction({ kind: 'native', from: FROM, to: TO, value: 10n ** 18n })).toEqual({
      from: FROM,
      to: TO,
      data: '0x',
      value: '0xde0b6b3a7640000',
    })
  })

  it('encodes an ERC-20 transfer(to, amount) to the token contract, with no value', () => {
    const transaction = toRpcTransaction({
      kind: 'erc20',
      from: FROM,
      token: USDC,
      to: TO,
      amount: 1_500_000n,
      chainId: 8453,
      gas: 65_000n,
    })
    expect(transaction).toEqual({
      from: FROM,
      to: USDC,
      // transfer(address,uint256) selector, then the receiver and 1500000 (0x16e360), padded.
      data:
        '0xa9059cbb' +
        '000000000000000000000000fb6916095ca1df60bb79ce92ce3ea74c37c5d359' +
        '000000000000000000000000000000000000000000000000000000000016e360',
      gas: '0xfde8',
      chainId: '0x2105',
    })
    expect(transaction).not.toHaveProperty('value')
  })

  it('passes an encoded call through after checking its data', () => {
    expect(
      toRpcTransaction({ kind: 'call', from: FROM, to: TO, data: '0x1234', value: 0n }),
    ).toEqual({
      from: FROM,
      to: TO,
      data: '0x1234',
      value: '0x0',
    })
    expect(() => toRpcTransaction({ kind: 'call', from: FROM, to: TO, data: '0x123' })).toThrow(
      expect.objectContaining({ code: 'INVALID_TRANSACTION' }),
    )
  })

  it('checksums lowercase addresses and refuses bad ones and negative amounts', () => {
    expect(
      toRpcTransaction({
        kind: 'native',
        from: FROM.toLowerCase() as `0x${string}`,
        to: TO.toLowerCase() as `0x${string}`,
        value: 1n,
      }),
    ).toMatchObject({ from: FROM, to: TO })
    expect(() =>
      toRpcTransaction({
        kind: 'native',
        from: FROM,
        to: `${TO.slice(0, -1)}A` as `0x${string}`,
        value: 1n,
      }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ADDRESS' }))
    expect(() =>
      toRpcTransaction({ kind: 'erc20', from: FROM, token: USDC, to: TO, amount: -1n }),
    ).toThrow('Transaction amount must not be negative')
  })
})

describe('eip155 chain parameters', () => {
  it('describe a network for wallet_addEthereumChain', () => {
    expect(addEthereumChainParameter(network('eip155:8453'))).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org'],
    })
    const withIcon = { ...network('eip155:137'), assets: { imageUrl: 'https://x.test/p.png' } }
    expect(addEthereumChainParameter(withIcon)).toMatchObject({
      chainId: '0x89',
      nativeCurrency: { symbol: 'POL' },
      iconUrls: ['https://x.test/p.png'],
    })
  })

  it('refuse a network of another namespace', () => {
    const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(() => hexChainId(solana)).toThrow(
      expect.objectContaining({ code: 'INVALID_CHAIN_NAMESPACE' }),
    )
    expect(evmChainId(network('eip155:11155111'))).toBe(11155111)
  })
})
