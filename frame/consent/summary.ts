import {
  decodeFunctionData,
  erc20Abi,
  hashTypedData,
  hexToBigInt,
  hexToString,
  isAddress,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { FrameError } from '../handlers'
import { hexSchema, transactionRequestSchema, typedDataRequestSchema } from '../requests'
import { UNLIMITED_AMOUNT_FROM } from './limits'

/** An ERC-20 call the frame decodes for the visitor: whom it pays or lets spend, and how much. */
export type TokenCall =
  | { kind: 'transfer'; token: Address; recipient: Address; amount: bigint }
  | { kind: 'approve'; token: Address; spender: Address; amount: bigint; unlimited: boolean }

/** An EIP-2612 Permit: lets `spender` take `amount` of the token (`verifyingContract`). */
export interface PermitSummary {
  token: Address
  spender: Address
  amount: bigint
  unlimited: boolean
  /** Unix seconds. */
  deadline?: bigint
}

/**
 * What the visitor is shown before approving, read from the exact request the frame will
 * sign or send (never from anything the page describes).
 */
export type RequestSummary =
  | {
      kind: 'message'
      text: string
      /** A sign-in (EIP-4361) message: its site and whether that is the embedding page's. */
      signIn?: { domain: string; matchesSite: boolean }
    }
  | {
      kind: 'typedData'
      primaryType: string
      domain: { name?: string; version?: string; chainId?: number; verifyingContract?: Address }
      permit?: PermitSummary
      /** The message, as JSON with big numbers as decimal strings. */
      json: string
      /** The EIP-712 hash that is signed. */
      hash: Hex
    }
  | {
      kind: 'transaction'
      to?: Address
      /** Native value in wei. */
      value: bigint
      data?: Hex
      /** The gas limit the request sets, if it does. */
      gas?: bigint
      /** The most it lets a unit of gas cost (maxFeePerGas or gasPrice), if it says. */
      gasPrice?: bigint
      call?: TokenCall
    }

/** Where the request is signed: the frame's chain, its account and the embedding page. */
export interface SummaryContext {
  chainId: number
  account: Address
  /** The embedding page's origin (the frame's parentOrigin). */
  siteOrigin: string
}

const toBigInt = (value: unknown): bigint | undefined => {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  return undefined
}

const invalid = (what: string) => new FrameError(`The ${what} is not valid`, 'INVALID_REQUEST')

/** A request for another chain than the frame's is refused, never signed there. */
function refuseOtherChain(asked: unknown, context: SummaryContext) {
  if (asked === undefined) return
  const chainId = toBigInt(asked)
  if (chainId === undefined) throw invalid('chain id')
  if (chainId !== BigInt(context.chainId)) {
    throw new FrameError(
      `This request is for chain ${chainId.toString()}, the wallet is on chain ${context.chainId}`,
      'CHAIN_MISMATCH',
    )
  }
}

function sameAccount(value: unknown, context: SummaryContext, method: string) {
  if (typeof value !== 'string' || value.toLowerCase() !== context.account.toLowerCase()) {
    throw new FrameError(`${method} is not for this wallet`, 'INVALID_REQUEST')
  }
}

function message(params: readonly unknown[], context: SummaryContext): RequestSummary {
  const [raw, signer] = params
  sameAccount(signer, context, 'personal_sign')
  const value = hexSchema.safeParse(raw)
  if (!value.success) throw invalid('message')
  let text: string
  try {
    text = hexToString(value.data as Hex)
  } catch {
    text = value.data
  }
  // Not text a person can read (control characters other than line breaks): shown as hex.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) text = value.data
  const siwe = parseSiweMessage(text)
  if (siwe.domain && siwe.address && siwe.uri) {
    refuseOtherChain(siwe.chainId, context)
    return {
      kind: 'message',
      text,
      signIn: {
        domain: siwe.domain,
        matchesSite: siwe.domain === new URL(context.siteOrigin).host,
      },
    }
  }
  return { kind: 'message', text }
}

/** The message as JSON, big numbers written as decimal strings. */
const jsonOf = (value: unknown) =>
  JSON.stringify(
    value,
    (_key, each: unknown) => (typeof each === 'bigint' ? each.toString() : each),
    2,
  )

function typedData(params: readonly unknown[], context: SummaryContext): RequestSummary {
  const [signer, data] = params
  sameAccount(signer, context, 'eth_signTypedData_v4')
  let parsed: unknown
  try {
    parsed = typeof data === 'string' ? JSON.parse(data) : data
  } catch {
    throw invalid('typed data')
  }
  const typed = typedDataRequestSchema.safeParse(parsed)
  if (!typed.success) throw invalid('typed data')
  const { domain: rawDomain, primaryType, message: body } = typed.data
  refuseOtherChain(rawDomain.chainId, context)
  const verifyingContract =
    typeof rawDomain.verifyingContract === 'string' && isAddress(rawDomain.verifyingContract)
      ? rawDomain.verifyingContract
      : undefined
  const chainId = toBigInt(rawDomain.chainId)
  const domain = {
    ...(typeof rawDomain.name === 'string' ? { name: rawDomain.name } : {}),
    ...(typeof rawDomain.version === 'string' ? { version: rawDomain.version } : {}),
    ...(chainId !== undefined ? { chainId: Number(chainId) } : {}),
    ...(verifyingContract ? { verifyingContract } : {}),
  }
  const { EIP712Domain: _domain, ...types } = typed.data.types
  let hash: Hex
  try {
    // What is signed: a request viem cannot hash (unknown types, bad values) is not signable.
    hash = hashTypedData({
      domain: rawDomain,
      types,
      primaryType,
      message: body,
    } as unknown as TypedDataDefinition)
  } catch {
    throw invalid('typed data')
  }
  return {
    kind: 'typedData',
    primaryType,
    domain,
    ...permitOf(primaryType, body, verifyingContract),
    json: jsonOf(body),
    hash,
  }
}

/** EIP-2612's Permit(owner, spender, value, nonce, deadline) on the domain's token. */
function permitOf(
  primaryType: string,
  body: Record<string, unknown>,
  token: Address | undefined,
): { permit?: PermitSummary } {
  if (primaryType !== 'Permit' || !token) return {}
  const { spender } = body
  const amount = toBigInt(body.value)
  const deadline = toBigInt(body.deadline)
  if (typeof spender !== 'string' || !isAddress(spender) || amount === undefined) return {}
  return {
    permit: {
      token,
      spender,
      amount,
      unlimited: amount >= UNLIMITED_AMOUNT_FROM,
      ...(deadline !== undefined ? { deadline } : {}),
    },
  }
}

/** An ERC-20 transfer or approve, decoded from the call data. */
function tokenCallOf(to: Address, data: Hex): TokenCall | undefined {
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data })
    if (decoded.functionName === 'transfer') {
      const [recipient, amount] = decoded.args
      return { kind: 'transfer', token: to, recipient, amount }
    }
    if (decoded.functionName === 'approve') {
      const [spender, amount] = decoded.args
      return {
        kind: 'approve',
        token: to,
        spender,
        amount,
        unlimited: amount >= UNLIMITED_AMOUNT_FROM,
      }
    }
  } catch {
    // Not an ERC-20 call: shown as a contract call with its data.
  }
  return undefined
}

function transaction(params: readonly unknown[], context: SummaryContext): RequestSummary {
  const tx = transactionRequestSchema.safeParse(params[0])
  if (!tx.success) throw invalid('transaction')
  const { from, to, data, value, gas, chainId } = tx.data
  const price = tx.data.maxFeePerGas ?? tx.data.gasPrice
  if (from !== undefined) sameAccount(from, context, 'The transaction')
  refuseOtherChain(chainId, context)
  const call = to && data && data !== '0x' ? tokenCallOf(to as Address, data as Hex) : undefined
  return {
    kind: 'transaction',
    ...(to ? { to: to as Address } : {}),
    value: value ? hexToBigInt(value as Hex) : 0n,
    ...(data && data !== '0x' ? { data: data as Hex } : {}),
    ...(gas ? { gas: hexToBigInt(gas as Hex) } : {}),
    ...(price ? { gasPrice: hexToBigInt(price as Hex) } : {}),
    ...(call ? { call } : {}),
  }
}

/**
 * The summary of a signing request, or the frame's refusal: a request not for this wallet,
 * not well formed, or for another chain than the frame's is never shown for approval.
 */
export function summarize(
  method: string,
  params: readonly unknown[],
  context: SummaryContext,
): RequestSummary {
  switch (method) {
    case 'personal_sign':
      return message(params, context)
    case 'eth_signTypedData_v4':
      return typedData(params, context)
    case 'eth_sendTransaction':
      return transaction(params, context)
    default:
      throw new FrameError('Requested RPC call is not allowed', 'NOT_ALLOWED')
  }
}
