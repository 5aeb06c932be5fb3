import {
  eip155ChainId,
  isValidAddress,
  toChecksumAddress,
  type Eip155TransactionRequest,
} from 'portico/plugin'
import { encodeFunctionData, parseAbi, zeroAddress } from 'viem'
import type { Nft } from './schemas'

/**
 * Handing an item to another address: the receiver's checks, and the wallet transaction that
 * moves it (the collection's `safeTransferFrom`, which refuses a contract receiver that cannot
 * hold items, so an item cannot be stuck there). No strings, no React: each rule tests on its
 * own.
 */

const TRANSFER_ABI = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)',
])

/** What is wrong with a typed receiver, as a key of the plugin's texts (`receiver.*`). */
export type ReceiverIssue = 'empty' | 'invalid' | 'self' | 'zero'

/** The receiver's problem, or undefined when the item may go to `typed`. */
export function receiverIssue(typed: string, owner: string): ReceiverIssue | undefined {
  const receiver = typed.trim()
  if (receiver === '') return 'empty'
  if (!isValidAddress('eip155', receiver)) return 'invalid'
  // Addresses compare without their checksum's letter case.
  if (receiver.toLowerCase() === zeroAddress) return 'zero'
  if (receiver.toLowerCase() === owner.toLowerCase()) return 'self'
  return undefined
}

/**
 * The transaction that sends `nft` from `owner` to `receiver`: ERC-721's
 * `safeTransferFrom(from, to, tokenId)`, or ERC-1155's with the whole balance held. The chain
 * id rides along, so a wallet that moved to another network refuses rather than sending there.
 * @throws PorticoError `INVALID_ADDRESS` for a malformed owner, receiver or contract.
 */
export function transferRequest(
  nft: Nft,
  owner: string,
  receiver: string,
): Eip155TransactionRequest {
  const from = toChecksumAddress(owner)
  const to = toChecksumAddress(receiver.trim())
  const tokenId = BigInt(nft.tokenId)
  const data =
    nft.contract.standard === 'erc1155'
      ? encodeFunctionData({
          abi: TRANSFER_ABI,
          functionName: 'safeTransferFrom',
          args: [from, to, tokenId, BigInt(nft.balance), '0x'],
        })
      : encodeFunctionData({
          abi: TRANSFER_ABI,
          functionName: 'safeTransferFrom',
          args: [from, to, tokenId],
        })
  return {
    kind: 'call',
    from,
    to: toChecksumAddress(nft.contract.address),
    data,
    chainId: eip155ChainId(nft.chain),
  }
}
