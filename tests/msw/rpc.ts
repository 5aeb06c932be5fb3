import { http, HttpResponse } from 'msw'

/** The node RPC address tests give their networks; msw answers it, nothing listens there. */
export const TEST_RPC_URL = 'http://127.0.0.1:4020'

interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: number | string | null
  method: string
  params?: unknown
}

/** A method's answer: its result, or a JSON-RPC error. */
export type RpcAnswer = { result: unknown } | { error: { code: number; message: string } }

export type RpcMethodHandler = (params: unknown) => RpcAnswer

function isRequest(value: unknown): value is JsonRpcRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { jsonrpc?: unknown }).jsonrpc === '2.0' &&
    typeof (value as { method?: unknown }).method === 'string'
  )
}

/**
 * A JSON-RPC 2.0 node at `url` (single and batch requests). Methods without a handler answer
 * -32601, as a node does. `onCall` sees every request, for counting or inspecting them.
 */
export function jsonRpcHandler(
  methods: Record<string, RpcMethodHandler>,
  { url = TEST_RPC_URL, onCall }: { url?: string; onCall?: (request: JsonRpcRequest) => void } = {},
) {
  const answer = (request: unknown) => {
    if (!isRequest(request)) {
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } }
    }
    onCall?.(request)
    const handler = methods[request.method]
    const outcome: RpcAnswer = handler
      ? handler(request.params)
      : { error: { code: -32601, message: `Method ${request.method} not found` } }
    return { jsonrpc: '2.0', id: request.id, ...outcome }
  }
  return http.post(url, async ({ request }) => {
    const body: unknown = await request.json()
    return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body))
  })
}

/** Ready-made nodes for the balance tests. */
export const rpcHandlers = {
  /** Answers eth_getBalance from a table of balances in wei, keyed by lowercase address. */
  balances: (
    balances: Record<string, bigint>,
    options?: { url?: string; onCall?: (request: JsonRpcRequest) => void },
  ) =>
    jsonRpcHandler(
      {
        eth_getBalance: (params) => {
          const [address] = Array.isArray(params) ? (params as unknown[]) : []
          const value = typeof address === 'string' ? balances[address.toLowerCase()] : undefined
          return { result: `0x${(value ?? 0n).toString(16)}` }
        },
      },
      options,
    ),
  /** A node that answers every request with an HTTP failure status. */
  failing: (
    status: number,
    { url = TEST_RPC_URL, onCall }: { url?: string; onCall?: () => void } = {},
  ) =>
    http.post(url, () => {
      onCall?.()
      return new HttpResponse(null, { status })
    }),
}
