import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

// What a built page is made of (a Vite build of demo/host): anything else is sent as bytes.
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

export interface StaticServer {
  origin: string
  /**
   * Serves the files under `root` from now on (`/` is its index.html); `headHtml`, when given,
   * is written at the start of every page's <head>, before its scripts.
   */
  serve(root: string, options?: { headHtml?: string }): void
  close(): Promise<void>
}

/**
 * A static file server on a free port of 127.0.0.1. It answers 404 until it is told which
 * folder to serve, so it can listen, and its origin be known, before the files are there;
 * then a path outside that folder or a missing file is a 404 too.
 */
export async function staticServer(): Promise<StaticServer> {
  let root: string | undefined
  let headHtml = ''
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end()
      return
    }
    if (root === undefined) {
      response.writeHead(404).end()
      return
    }
    const base = root
    let file: string
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
      file = path.resolve(
        base,
        `.${decodeURIComponent(pathname === '/' ? '/index.html' : pathname)}`,
      )
    } catch {
      file = ''
    }
    if (!file.startsWith(`${base}${path.sep}`)) {
      response.writeHead(404).end()
      return
    }
    readFile(file).then(
      (bytes) => {
        const body =
          headHtml !== '' && path.extname(file) === '.html'
            ? bytes.toString('utf8').replace(/<head[^>]*>/i, (head) => `${head}${headHtml}`)
            : bytes
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        })
        response.end(request.method === 'HEAD' ? undefined : body)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (folder, options = {}) => {
      root = path.resolve(folder)
      headHtml = options.headHtml ?? ''
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
