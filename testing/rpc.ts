import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { addressTable } from './addressTable'
import { TEST_RPC_URL } from './endpoints'

// A JSON-RPC 2.0 request as a node reads it; anything else is answered -32600 as a node does.
const jsonRpcCallSchema = z.object({
  // z.enum and z.nullish rather than z.literal() and z.null(): the zod classes any kit entry
  // uses join the zod chunk, which is part of the host page's first download.
  jsonrpc: z.enum(['2.0']),
  id: z.nullish(z.union([z.number(), z.string()])),
  method: z.string(),
  params: z.optional(z.unknown()),
})

/** One JSON-RPC request as the test node received it. */
export type JsonRpcCall = z.output<typeof jsonRpcCallSchema>

/** A method's answer: its result, or a JSON-RPC error. */
export type RpcAnswer = { result: unknown } | { error: { code: number; message: string } }

export type RpcMethodHandler = (params: unknown) => RpcAnswer

/** Where a test node listens, and who sees its requests. */
export interface RpcNodeOptions {
  /** Default `TEST_RPC_URL`, the node `onTestNode` networks use. */
  url?: string
  /** Sees every well-formed request, for counting or inspecting them. */
  onCall?: (call: JsonRpcCall) => void
}

/**
 * A JSON-RPC 2.0 node at `url` (single and batch requests). Methods without a handler answer
 * -32601, as a node does.
 */
function node(
  methods: Record<string, RpcMethodHandler>,
  { url = TEST_RPC_URL, onCall }: RpcNodeOptions = {},
) {
  const answer = (body: unknown) => {
    const parsed = jsonRpcCallSchema.safeParse(body)
    if (!parsed.success) {
      return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } }
    }
    const call = parsed.data
    onCall?.(call)
    const handler = methods[call.method]
    const outcome: RpcAnswer = handler
      ? handler(call.params)
      : { error: { code: -32601, message: `Method ${call.method} not found` } }
    return { jsonrpc: '2.0', id: call.id ?? null, ...outcome }
  }
  return http.post(url, async ({ request }) => {
    const body: unknown = await request.json()
    return HttpResponse.json(Array.isArray(body) ? body.map(answer) : answer(body))
  })
}

/** msw handlers for a chain's node, the JSON-RPC the kit reads balances and fees from. */
export const rpcHandlers = {
  /** A node answering each method with its handler; methods without one answer -32601. */
  node,
  /**
   * A node answering eth_getBalance from a table of balances in wei, keyed by EVM address
   * (lower-case or checksummed: a node reads either); an unknown address has 0. A key that is
   * no EVM address throws here.
   */
  balances: (balances: Record<string, bigint>, options?: RpcNodeOptions) => {
    const balanceOf = addressTable('rpcHandlers.balances', balances)
    return node(
      {
        eth_getBalance: (params) => {
          const [address] = Array.isArray(params) ? (params as unknown[]) : []
          const value = typeof address === 'string' ? balanceOf(address) : undefined
          return { result: `0x${(value ?? 0n).toString(16)}` }
        },
      },
      options,
    )
  },
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
