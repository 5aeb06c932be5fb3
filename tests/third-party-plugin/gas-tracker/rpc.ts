import { HTTP_RPC_TIMEOUT_MS, errorMessage } from 'portico/plugin'
import type * as z from 'zod/mini'
import { jsonRpcResponseSchema } from './schemas'

/**
 * Why a node call failed: the node could not be reached in time or answered an HTTP failure
 * (`unreachable`), answered something that is not what the method returns (`malformed`), or
 * answered with a JSON-RPC error (`rpc`, with its code).
 */
export class NodeError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'malformed' | 'rpc',
    message: string,
    readonly code?: number,
  ) {
    super(message)
    this.name = 'NodeError'
  }
}

/** Where a network's node listens (its `rpcUrls`, tried in order) and when to give up. */
export interface NodeTarget {
  urls: readonly string[]
  /** RTK Query's signal: the query was cancelled. */
  signal: AbortSignal
}

/** One POST to one node address, given up after HTTP_RPC_TIMEOUT_MS. */
async function post(url: string, body: unknown, signal: AbortSignal): Promise<unknown> {
  const controller = new AbortController()
  const timeout = setTimeout(
    () => controller.abort(new NodeError('unreachable', `${url} did not answer in time`)),
    HTTP_RPC_TIMEOUT_MS,
  )
  const cancel = () => controller.abort(signal.reason)
  signal.addEventListener('abort', cancel, { once: true })
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    if (!response.ok) throw new NodeError('unreachable', `${url} answered HTTP ${response.status}`)
    try {
      return (await response.json()) as unknown
    } catch {
      throw new NodeError('malformed', `${url} answered something other than JSON`)
    }
  } catch (error) {
    if (error instanceof NodeError) throw error
    const reason: unknown = controller.signal.reason
    if (reason instanceof NodeError) throw reason
    throw new NodeError('unreachable', `${url} could not be reached: ${errorMessage(error)}`)
  } finally {
    clearTimeout(timeout)
    signal.removeEventListener('abort', cancel)
  }
}

/**
 * Calls `method` on the network's node and parses its result with `schema`. An address that
 * cannot be reached or answers nonsense is left for the next one; a JSON-RPC error is the
 * node's answer, and is thrown at once.
 * @throws NodeError
 */
export async function callNode<S extends z.ZodMiniType>(
  node: NodeTarget,
  method: string,
  params: readonly unknown[],
  schema: S,
): Promise<z.output<S>> {
  let failure = new NodeError('unreachable', 'The network has no node address')
  for (const url of node.urls) {
    try {
      const body = await post(url, { jsonrpc: '2.0', id: 1, method, params }, node.signal)
      const envelope = jsonRpcResponseSchema.safeParse(body)
      if (!envelope.success) {
        throw new NodeError('malformed', `${url} answered ${method} outside JSON-RPC 2.0`)
      }
      const { error, result } = envelope.data
      if (error) throw new NodeError('rpc', `${method}: ${error.message}`, error.code)
      const parsed = schema.safeParse(result)
      if (!parsed.success) {
        throw new NodeError('malformed', `${url} answered ${method} with an unexpected result`)
      }
      return parsed.data
    } catch (error) {
      if (node.signal.aborted || (error instanceof NodeError && error.kind === 'rpc')) throw error
      failure =
        error instanceof NodeError ? error : new NodeError('unreachable', errorMessage(error))
    }
  }
  throw failure
}
