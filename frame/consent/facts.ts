import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  hexToBigInt,
  isHex,
  numberToHex,
  type Address,
  type Hex,
} from 'viem'
import type { RequestSummary } from './summary'

/** What the node tells about a request: the token's name and decimals, the gas and fee. */
export interface RequestFacts {
  token?: { symbol: string; decimals: number }
  /** The gas the transaction is estimated (or set) to use. */
  gas?: bigint
  /** Gas times the price per unit: the most the network fee is expected to cost, in wei. */
  fee?: bigint
}

/** A read-only call to the current chain's node. */
export type NodeRead = (method: string, params: readonly unknown[]) => Promise<unknown>

/** `read` with a time limit: undefined when it fails or takes longer. */
function bounded<T>(read: () => Promise<T>, timeoutMs: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs)
  })
  const attempt = read().catch(() => undefined)
  return Promise.race([attempt, late]).finally(() => clearTimeout(timer))
}

async function readQuantity(node: NodeRead, method: string, params: readonly unknown[]) {
  const result = await node(method, params)
  if (typeof result !== 'string' || !isHex(result)) throw new Error(`${method}: no quantity`)
  return hexToBigInt(result)
}

async function readToken(node: NodeRead, token: Address) {
  const call = async (data: Hex) => {
    const result = await node('eth_call', [{ to: token, data }, 'latest'])
    if (typeof result !== 'string' || !isHex(result)) throw new Error('eth_call: no result')
    return result
  }
  const [symbolData, decimalsData] = await Promise.all([
    call(encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
    call(encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
  ])
  const symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolData })
  const decimals = decodeFunctionResult({
    abi: erc20Abi,
    functionName: 'decimals',
    data: decimalsData,
  })
  // A token's own name is the contract's to choose: kept short and on one line.
  return { symbol: symbol.replace(/\s+/g, ' ').slice(0, 16), decimals }
}

/**
 * What the summary needs from the node, each read bounded by `timeoutMs`: what is not known
 * in time is shown as unknown rather than guessed.
 */
export async function readFacts(
  summary: RequestSummary,
  node: NodeRead,
  account: Address,
  timeoutMs: number,
): Promise<RequestFacts> {
  const token =
    summary.kind === 'transaction'
      ? summary.call?.token
      : summary.kind === 'typedData'
        ? summary.permit?.token
        : undefined
  const tokenRead = token ? bounded(() => readToken(node, token), timeoutMs) : undefined
  if (summary.kind !== 'transaction') {
    const info = await tokenRead
    return info ? { token: info } : {}
  }
  const call = {
    from: account,
    ...(summary.to ? { to: summary.to } : {}),
    ...(summary.data ? { data: summary.data } : {}),
    value: numberToHex(summary.value),
  }
  const [info, gas, price] = await Promise.all([
    tokenRead,
    summary.gas ?? bounded(() => readQuantity(node, 'eth_estimateGas', [call]), timeoutMs),
    summary.gasPrice ?? bounded(() => readQuantity(node, 'eth_gasPrice', []), timeoutMs),
  ])
  return {
    ...(info ? { token: info } : {}),
    ...(gas !== undefined ? { gas } : {}),
    ...(gas !== undefined && price !== undefined ? { fee: gas * price } : {}),
  }
}
