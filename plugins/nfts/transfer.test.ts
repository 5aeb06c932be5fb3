import { decodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { nftSchema, nftsResponseSchema } from './schemas'
import { COLLECTION, FRIEND, nft, OWNER } from './test/fixtures'
import { receiverIssue, transferRequest } from './transfer'

const ABI = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
])

describe('receiverIssue', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0x1234', 'invalid'],
    // A mixed-case address whose checksum is wrong.
    ['0x70997970c51812dc3A010C7d01b50e0d17dc79C8', 'invalid'],
    ['0x0000000000000000000000000000000000000000', 'zero'],
    [OWNER.toLowerCase(), 'self'],
    [FRIEND, undefined],
    [` ${FRIEND.toLowerCase()} `, undefined],
  ])('%j: %s', (typed, issue) => {
    expect(receiverIssue(typed, OWNER)).toBe(issue)
  })
})

describe('transferRequest', () => {
  it("is ERC-721's safeTransferFrom(from, to, tokenId) on the collection, on the item's chain", () => {
    const request = transferRequest(nft(42, { chain: 'eip155:8453' }), OWNER, FRIEND.toLowerCase())
    expect(request).toMatchObject({ kind: 'call', from: OWNER, to: COLLECTION, chainId: 8453 })
    if (request.kind !== 'call') throw new Error('not a contract call')
    expect(decodeFunctionData({ abi: ABI, data: request.data }).args).toEqual([OWNER, FRIEND, 42n])
  })

  it("is ERC-1155's safeTransferFrom with the whole balance held", () => {
    const item = nft(7, {
      contract: { address: COLLECTION, name: 'Multi', symbol: null, standard: 'erc1155' },
      balance: '5',
    })
    const request = transferRequest(item, OWNER, FRIEND)
    if (request.kind !== 'call') throw new Error('not a contract call')
    expect(decodeFunctionData({ abi: ABI, data: request.data }).args).toEqual([
      OWNER,
      FRIEND,
      7n,
      5n,
      '0x',
    ])
  })

  it('keeps token ids beyond 2^53 exact', () => {
    const id = '115792089237316195423570985008687907853269984665640564039457584007913129639935'
    const request = transferRequest(nft(1, { tokenId: id }), OWNER, FRIEND)
    if (request.kind !== 'call') throw new Error('not a contract call')
    expect(decodeFunctionData({ abi: ABI, data: request.data }).args[2]).toBe(BigInt(id))
  })
})

describe('the NFT call schema', () => {
  it('takes an item with only what the standard requires', () => {
    const bare = { ...nft(1), name: null, description: undefined, image: null, attributes: null }
    expect(nftSchema.safeParse(bare).success).toBe(true)
  })

  it.each([
    ['an image that is no web address', { image: { url: 'javascript:alert(1)' } }],
    ['a token id that is no integer', { tokenId: '1.5' }],
    ['a contract that is no address', { contract: { ...nft(1).contract, address: '0x12' } }],
    ['a network that is no CAIP-2 id', { chain: 'mainnet' }],
  ])('refuses %s', (_what, change) => {
    expect(nftSchema.safeParse({ ...nft(1), ...change }).success).toBe(false)
  })

  it('refuses an empty cursor (a page that would never end)', () => {
    expect(nftsResponseSchema.safeParse({ data: [], next: '' }).success).toBe(false)
  })
})
