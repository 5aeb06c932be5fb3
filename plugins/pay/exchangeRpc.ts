import { PorticoError } from 'portico/plugin'
import type { JsonRpcRequest } from './exchangeSchemas'

let lastId = 0

/** One JSON-RPC 2.0 request; ids only need to differ between the requests of one page. */
export function rpcRequest(method: string, params: unknown): JsonRpcRequest {
  lastId += 1
  return { jsonrpc: '2.0', id: lastId, method, params }
}

/**
 * The result of an answer, or the service's error as a PorticoError carrying its message
 * (which the payment flows read for 'is not supported') and its JSON-RPC code.
 */
export function rpcResult<T>(
  answer: { result: T } | { error: { code: number; message: string } },
  method: string,
): T {
  if ('result' in answer) return answer.result
  throw new PorticoError('EXCHANGE_RPC_ERROR', answer.error.message, {
    method,
    rpcCode: answer.error.code,
  })
}
