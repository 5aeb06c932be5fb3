// The gas tracker suite's msw node and fixtures. Only its tests import this folder.
import { http } from 'msw'
import { rpcHandlers, TEST_RPC_URL, type JsonRpcCall, type RpcAnswer } from 'portico/testing'
import { parseGwei, toHex } from 'viem'
import { feeHistorySchema, gasPriceSchema, type FeeHistory } from '../schemas'

/** A second node address, for a second network. */
export const SECOND_RPC_URL = 'http://127.0.0.1:4021'

/** What the node answers a method: a result (checked by the plugin's own schema), or an error. */
type Answer<T> = T | { error: { code: number; message: string } } | (() => T)

export interface GasNodeAnswers {
  /** Absent: the node has no fee history (it answers -32601, method not found). */
  feeHistory?: Answer<FeeHistory>
  /** Absent: the node answers -32601. */
  gasPrice?: Answer<string>
  url?: string
  /** Every request the node received, in order. */
  calls?: JsonRpcCall[]
}

function answer<T>(given: Answer<T>, parse: (value: unknown) => T): RpcAnswer {
  const value = typeof given === 'function' ? (given as () => T)() : given
  if (typeof value === 'object' && value !== null && 'error' in value) {
    return value as { error: { code: number; message: string } }
  }
  // The body passes the schema the plugin parses it with, or the test fails here.
  return { result: parse(value) }
}

/**
 * A JSON-RPC node for the gas tracker (at TEST_RPC_URL unless told): `eth_feeHistory` and
 * `eth_gasPrice` answered as given; any other method -32601, as a node does.
 */
export function gasNode({ feeHistory, gasPrice, url = TEST_RPC_URL, calls }: GasNodeAnswers) {
  return rpcHandlers.node(
    {
      ...(feeHistory !== undefined && {
        eth_feeHistory: () => answer(feeHistory, (value) => feeHistorySchema.parse(value)),
      }),
      ...(gasPrice !== undefined && {
        eth_gasPrice: () => answer(gasPrice, (value) => gasPriceSchema.parse(value)),
      }),
    },
    { url, onCall: (call) => calls?.push(call) },
  )
}

/**
 * Holds every request to the node at `url` until the returned `release` is called; then they
 * go on to the handlers after this one (msw moves on when a handler returns nothing).
 */
export function heldNode(url = TEST_RPC_URL) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  return { handler: http.post(url, () => released.then(() => undefined)), release }
}

/**
 * A fee history of five blocks, in gwei for readability: `baseFees` has six entries (the last
 * is the next block's), `rewards` one per block (the 50th percentile).
 */
export function feeHistory(baseFees: readonly string[], rewards: readonly string[]): FeeHistory {
  return {
    oldestBlock: '0x1312d00',
    baseFeePerGas: baseFees.map((fee) => toHex(parseGwei(fee))),
    gasUsedRatio: rewards.map(() => 0.5),
    reward: rewards.map((reward) => [toHex(parseGwei(reward))]),
  }
}
