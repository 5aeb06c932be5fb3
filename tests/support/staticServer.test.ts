// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { staticServer, type StaticServer } from './staticServer'

// The server of the browser suites' built demo page (tests/e2e/stack.ts).

/** The status of a GET of `rawPath` sent as it is (fetch would resolve its dot segments). */
const statusOf = (origin: string, rawPath: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    const { hostname, port } = new URL(origin)
    get({ hostname, port, path: rawPath }, (response) => {
      response.resume()
      resolve(response.statusCode)
    }).once('error', reject)
  })

describe('staticServer', () => {
  let dir: string
  let server: StaticServer

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portico-static-'))
    await mkdir(path.join(dir, 'page', 'assets'), { recursive: true })
    await writeFile(path.join(dir, 'page', 'index.html'), '<!doctype html><p>page</p>')
    await writeFile(path.join(dir, 'page', 'assets', 'main.js'), 'export {}')
    await writeFile(path.join(dir, 'secret.txt'), 'outside the page')
    server = await staticServer()
  })

  afterEach(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers 404 until told what to serve, then serves the folder with its types', async () => {
    expect((await fetch(`${server.origin}/`)).status).toBe(404)
    server.serve(path.join(dir, 'page'))

    const index = await fetch(`${server.origin}/?autoApprove=1`)
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await index.text()).toBe('<!doctype html><p>page</p>')

    const script = await fetch(`${server.origin}/assets/main.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toBe('export {}')
  })

  it('serves nothing outside the folder, nor what is missing, nor anything but GET and HEAD', async () => {
    server.serve(path.join(dir, 'page'))
    expect(await statusOf(server.origin, '/index.html')).toBe(200)
    for (const rawPath of [
      '/../secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%E0%A4%A',
      '/nope.js',
    ])
      expect(await statusOf(server.origin, rawPath), rawPath).toBe(404)
    expect((await fetch(`${server.origin}/`, { method: 'POST' })).status).toBe(405)
  })

  it("writes headHtml at the start of each page's head, and only into pages", async () => {
    await writeFile(
      path.join(dir, 'page', 'shop.html'),
      '<!doctype html><html><head lang="en"><script src="/assets/main.js"></script></head></html>',
    )
    server.serve(path.join(dir, 'page'), { headHtml: '<script>window.stack = 1</script>' })
    expect(await (await fetch(`${server.origin}/shop.html`)).text()).toBe(
      '<!doctype html><html><head lang="en"><script>window.stack = 1</script>' +
        '<script src="/assets/main.js"></script></head></html>',
    )
    expect(await (await fetch(`${server.origin}/assets/main.js`)).text()).toBe('export {}')
  })
})
