import {
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  hexToBigInt,
  hexToString,
  isHex,
  type Address,
  type Hex,
} from 'viem'
import type { Eip1193Provider } from 'portico/plugin'

/** What ApproveTransaction shows of a request. */
export type RequestSummary =
  | { kind: 'message'; text: string }
  | { kind: 'typedData'; primaryType: string; domainName?: string; json: string }
  | {
      kind: 'transaction'
      to?: string
      /** Native value in wei. */
      value: bigint
      transfer?: { token: string; recipient: Address; amount: bigint }
      data?: Hex
    }
  | { kind: 'other' }

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

/** Reads a request's parameters into what the visitor is asked to approve. */
export function summarize(method: string, params: readonly unknown[]): RequestSummary {
  if (method === 'personal_sign') {
    const [message] = params
    if (typeof message !== 'string') return { kind: 'other' }
    if (!isHex(message)) return { kind: 'message', text: message }
    try {
      return { kind: 'message', text: hexToString(message) }
    } catch {
      return { kind: 'message', text: message }
    }
  }
  if (method === 'eth_signTypedData_v4') {
    const [, data] = params
    try {
      const typed = asRecord(typeof data === 'string' ? JSON.parse(data) : data)
      const domain = asRecord(typed?.domain)
      return {
        kind: 'typedData',
        primaryType: typeof typed?.primaryType === 'string' ? typed.primaryType : '',
        ...(typeof domain?.name === 'string' ? { domainName: domain.name } : {}),
        json: JSON.stringify(typed?.message ?? {}, null, 2),
      }
    } catch {
      return { kind: 'other' }
    }
  }
  if (method === 'eth_sendTransaction') {
    const tx = asRecord(params[0])
    if (!tx) return { kind: 'other' }
    const to = typeof tx.to === 'string' ? tx.to : undefined
    const value = typeof tx.value === 'string' && isHex(tx.value) ? hexToBigInt(tx.value) : 0n
    const data =
      typeof tx.data === 'string' && isHex(tx.data) && tx.data !== '0x' ? tx.data : undefined
    if (data && to) {
      try {
        const decoded = decodeFunctionData({ abi: erc20Abi, data })
        if (decoded.functionName === 'transfer') {
          const [recipient, amount] = decoded.args
          return {
            kind: 'transaction',
            to,
            value,
            transfer: { token: to, recipient, amount },
            data,
          }
        }
      } catch {
        // Not an ERC-20 call: shown as a contract call with its data.
      }
    }
    return { kind: 'transaction', ...(to ? { to } : {}), value, ...(data ? { data } : {}) }
  }
  return { kind: 'other' }
}

/** A token's symbol and decimals, read from its contract through the wallet's node reads. */
export async function readToken(
  provider: Eip1193Provider,
  token: string,
): Promise<{ symbol: string; decimals: number } | undefined> {
  try {
    const call = async (functionName: 'symbol' | 'decimals') => {
      const result = await provider.request({
        method: 'eth_call',
        params: [
          { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName }) },
          'latest',
        ],
      })
      if (typeof result !== 'string' || !isHex(result)) throw new Error('no result')
      return decodeFunctionResult({ abi: erc20Abi, functionName, data: result })
    }
    const [symbol, decimals] = await Promise.all([call('symbol'), call('decimals')])
    return typeof symbol === 'string' && typeof decimals === 'number'
      ? { symbol, decimals }
      : undefined
  } catch {
    return undefined
  }
}

/** The network fee the transaction is estimated to cost, in wei; undefined when not known. */
export async function estimateFee(
  provider: Eip1193Provider,
  params: readonly unknown[],
): Promise<bigint | undefined> {
  const tx = asRecord(params[0])
  if (!tx) return undefined
  try {
    const call = { from: tx.from, to: tx.to, data: tx.data, value: tx.value }
    const [gas, price] = await Promise.all([
      provider.request({ method: 'eth_estimateGas', params: [call] }),
      provider.request({ method: 'eth_gasPrice', params: [] }),
    ])
    if (typeof gas !== 'string' || !isHex(gas) || typeof price !== 'string' || !isHex(price)) {
      return undefined
    }
    return hexToBigInt(gas) * hexToBigInt(price)
  } catch {
    return undefined
  }
}
