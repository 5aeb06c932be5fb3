import { encodeFunctionData, erc20Abi, numberToHex, type Address, type Hex } from 'viem'
import { PorticoError } from '../../errors/PorticoError'
import { toChecksumAddress } from '../address'

interface TransactionBase {
  /** The connected account that pays and signs. */
  from: Address
  /** Checked by the wallet against its active chain, when given. */
  chainId?: number
  /** A gas limit; the wallet estimates one when absent. */
  gas?: bigint
}

/** The native currency (ETH, POL…) to `to`: empty data and a value. */
export interface NativeTransferRequest extends TransactionBase {
  kind: 'native'
  to: Address
  value: bigint
}

/** An ERC-20 `transfer(to, amount)` on the `token` contract, `amount` in the token's units. */
export interface Erc20TransferRequest extends TransactionBase {
  kind: 'erc20'
  token: Address
  to: Address
  amount: bigint
}

/** Any contract call already encoded by its caller (a swap, an approval). */
export interface ContractCallRequest extends TransactionBase {
  kind: 'call'
  to: Address
  data: Hex
  value?: bigint
}

export type Eip155TransactionRequest =
  NativeTransferRequest | Erc20TransferRequest | ContractCallRequest

/** The transaction object of eth_sendTransaction and eth_estimateGas, quantities in hex. */
export interface RpcTransaction {
  from: Address
  to: Address
  data: Hex
  value?: Hex
  gas?: Hex
  chainId?: Hex
}

const HEX_DATA = /^0x([0-9a-fA-F]{2})*$/

function invalidTransaction(message: string, details: Record<string, unknown>): PorticoError {
  return new PorticoError('INVALID_TRANSACTION', message, details)
}

function nonNegative(name: string, value: bigint): bigint {
  if (value < 0n)
    throw invalidTransaction(`Transaction ${name} must not be negative`, { [name]: value })
  return value
}

/**
 * Builds the wallet RPC transaction for a request: a native transfer carries empty data and the
 * value; an ERC-20 transfer goes to the token contract with `transfer(to, amount)` encoded as its
 * data and no value. Addresses are validated (strict checksum) and checksummed.
 * @throws PorticoError `INVALID_ADDRESS` or `INVALID_TRANSACTION`.
 */
export function toRpcTransaction(request: Eip155TransactionRequest): RpcTransaction {
  const from = toChecksumAddress(request.from)
  const base = {
    ...(request.gas !== undefined && { gas: numberToHex(nonNegative('gas', request.gas)) }),
    ...(request.chainId !== undefined && { chainId: numberToHex(request.chainId) }),
  }
  switch (request.kind) {
    case 'native':
      return {
        from,
        to: toChecksumAddress(request.to),
        data: '0x',
        value: numberToHex(nonNegative('value', request.value)),
        ...base,
      }
    case 'erc20':
      return {
        from,
        to: toChecksumAddress(request.token),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [toChecksumAddress(request.to), nonNegative('amount', request.amount)],
        }),
        ...base,
      }
    case 'call':
      if (!HEX_DATA.test(request.data)) {
        throw invalidTransaction('Transaction data must be 0x followed by whole hex bytes', {
          data: request.data,
        })
      }
      return {
        from,
        to: toChecksumAddress(request.to),
        data: request.data,
        ...(request.value !== undefined && {
          value: numberToHex(nonNegative('value', request.value)),
        }),
        ...base,
      }
  }
}
