// HTTP requests from a chosen local address (any 127.0.0.0/8 address is this machine's), so
// one test is many clients to the balancer and to the service's per-IP limits.
import { request } from 'node:http'

export interface Reply {
  status: number
  body: string
}

/** One request to `url` from `localAddress`; a JSON body when `json` is given. */
export function httpFrom(
  localAddress: string,
  url: string,
  {
    method = 'GET',
    json,
    form,
    headers = {},
  }: {
    method?: string
    json?: unknown
    form?: Record<string, string>
    headers?: Record<string, string>
  } = {},
): Promise<Reply> {
  const body =
    json !== undefined
      ? JSON.stringify(json)
      : form !== undefined
        ? new URLSearchParams(form).toString()
        : undefined
  const type =
    json !== undefined
      ? 'application/json'
      : form !== undefined
        ? 'application/x-www-form-urlencoded'
        : undefined
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        localAddress,
        agent: false,
        headers: {
          ...headers,
          ...(type !== undefined && { 'content-type': type }),
          ...(body !== undefined && { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
