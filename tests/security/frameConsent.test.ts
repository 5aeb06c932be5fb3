// @vitest-environment node
// Attack 1 of issue 21: a page script on an allowed origin (XSS, an ad tag, an extension's
// content script) with no kit at all embeds the wallet frame and posts RPC_REQUEST messages
// as the kit would: a message to sign, an unlimited USDC Permit (on the frame's chain and on
// another chain), and a transfer of 1 ETH. The visitor signed in earlier; nothing is on
// screen. Nothing may come back signed or sent: the frame keeps each request waiting for a
// click in its own document, refuses the other chain, and the page can only cancel.
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type FrameLocator, type Page } from 'playwright-core'
import { maxUint256, parseEther, stringToHex, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildFrame } from '../../frame/build.mjs'
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs'
import { hasChromium } from '../e2e/stack'
import { staticServer, type StaticServer } from '../support/staticServer'
import { approveLink } from '../../server/testing/signIn'
import { liveServicePerTest, VICTIM } from './support'

vi.setConfig({ testTimeout: 120_000 })

const CHAIN_ID = 31337
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const ATTACKER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
/** The victim's recovery password, chosen when their wallet was made. */
const RECOVERY_PASSWORD = 'lantern orchard velvet 42'

/**
 * The chain's node, as small as viem's sending needs (nonce, fees, gas, chain id), keeping
 * every raw transaction it is handed: a transaction that went out is one it received.
 */
async function fakeNode() {
  const raw: string[] = []
  const cors = {
    // The frame calls the node from its own origin.
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
  }
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const call = JSON.parse(body) as { id: number; method: string; params: unknown[] }
      const results: Record<string, unknown> = {
        eth_chainId: toHex(CHAIN_ID),
        eth_blockNumber: '0x1',
        eth_getTransactionCount: '0x0',
        eth_gasPrice: toHex(1_000_000_000n),
        eth_maxPriorityFeePerGas: toHex(1_000_000_000n),
        eth_estimateGas: toHex(21_000n),
        eth_call: '0x',
        eth_getBlockByNumber: { number: '0x1', baseFeePerGas: toHex(1_000_000_000n) },
      }
      if (call.method === 'eth_sendRawTransaction') raw.push(String(call.params[0]))
      const result =
        call.method === 'eth_sendRawTransaction' ? `0x${'11'.repeat(32)}` : results[call.method]
      response.writeHead(200, { 'content-type': 'application/json', ...cors })
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: result ?? null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    raw,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** What the page's script received from the frame. */
interface Received {
  id?: string
  type: string
  payload?: { code?: string; message?: string; requestId?: string }
}

/**
 * The attacker's page script: embeds the frame (as any allowed page may) and keeps every
 * message the frame posts back. Returns the helpers the test drives it with.
 */
async function embedFrame(page: Page, frameUrl: string) {
  await page.evaluate(async (src) => {
    const box = window as unknown as { received: unknown[]; frame: HTMLIFrameElement }
    box.received = []
    window.addEventListener('message', (event) => box.received.push(event.data))
    const frame = document.createElement('iframe')
    frame.src = src
    // Out of sight, as a hidden frame is.
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden'
    document.body.append(frame)
    box.frame = frame
  }, frameUrl)
  const received = () =>
    page.evaluate(() => (window as unknown as { received: Received[] }).received)
  const post = (id: string, type: string, payload: unknown) =>
    page.evaluate(
      ([message, origin]) => {
        const box = window as unknown as { frame: HTMLIFrameElement }
        box.frame.contentWindow?.postMessage(message, origin)
      },
      [{ id, type, payload }, new URL(frameUrl).origin] as const,
    )
  /** The frame's reply to `id` (its success or its error), once it came. */
  const reply = async (id: string, timeout = 30_000) => {
    await expect
      .poll(async () => (await received()).some((each) => each.id === id), { timeout })
      .toBe(true)
    const found = (await received()).find((each) => each.id === id)
    if (!found) throw new Error(`no reply to ${id}`)
    return found
  }
  /**
   * The visitor's part in the frame's own document, when it asks them (its recovery screens):
   * the frame shown where they can reach it, as the kit's modal shows it, then hidden again.
   */
  const asVisitor = async (act: (frame: FrameLocator) => Promise<void>) => {
    const show = (shown: boolean) =>
      page.evaluate((visible) => {
        const box = window as unknown as { frame: HTMLIFrameElement }
        box.frame.style.cssText = visible
          ? 'position:fixed;top:0;left:0;width:360px;height:520px;border:0'
          : 'position:fixed;width:0;height:0;border:0;visibility:hidden'
      }, shown)
    await show(true)
    await act(page.frameLocator('iframe'))
    await show(false)
  }
  return { received, post, reply, asVisitor }
}

const permit = (chainId: number, owner: string) => ({
  domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: USDC },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: {
    owner,
    spender: ATTACKER,
    value: maxUint256.toString(),
    nonce: '0',
    deadline: maxUint256.toString(),
  },
})

describe.skipIf(!hasChromium)('a page script without the kit, posting to the wallet frame', () => {
  const live = liveServicePerTest()
  let frameDir: string | undefined
  let browser: Browser | undefined
  let site: StaticServer | undefined
  let pageRoot: string | undefined

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portico-frame-consent-'))
    pageRoot = path.join(dir, 'page')
    frameDir = await buildFrame(path.join(dir, 'frame'))
    const { writeFile, mkdir } = await import('node:fs/promises')
    await mkdir(pageRoot, { recursive: true })
    // The attacker's page: an allowed origin, no kit, nothing on screen.
    await writeFile(path.join(pageRoot, 'index.html'), '<!doctype html><title>Shop</title>')
    site = await staticServer()
    site.serve(pageRoot)
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    if (pageRoot) await rm(path.dirname(pageRoot), { recursive: true, force: true })
  })

  it('gets no signature and sends no transaction: each request waits for a click in the frame, another chain is refused, a cancel rejects', async () => {
    if (!browser || !site || !frameDir) throw new Error('not set up')
    const node = await fakeNode()
    try {
      const service = await live({
        frameDir,
        frameAncestors: [site.origin],
        chains: [{ chainId: CHAIN_ID, name: 'Local Mainnet', rpcUrl: node.url }],
      })
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(site.origin)
      const frameUrl = `${service.url}/frame/?chainId=eip155:${CHAIN_ID}&parentOrigin=${encodeURIComponent(site.origin)}`
      const frame = await embedFrame(page, frameUrl)
      await expect
        .poll(async () => (await frame.received()).some((each) => each.type === 'FRAME_READY'))
        .toBe(true)

      // The visitor signed in on this site before: the frame holds the session (the approval
      // link and the code come from the service's outbox, as from the visitor's mailbox).
      await frame.post('login-1', 'CONNECT_EMAIL', { email: VICTIM })
      const started = await frame.reply('login-1')
      expect(started.type).toBe('CONNECT_EMAIL_SUCCESS')
      if ((started.payload as { action?: string }).action === 'VERIFY_DEVICE') {
        const approved = await approveLink(
          (route, init) => service.fetch(route, init),
          service.mail.lastLink(VICTIM),
        )
        expect(approved.status).toBe(200)
        await frame.post('login-2', 'CONNECT_DEVICE', {})
        expect((await frame.reply('login-2')).type).toBe('CONNECT_DEVICE_SUCCESS')
      }
      await frame.post('login-3', 'CONNECT_OTP', { otp: service.mail.lastCode(VICTIM) })
      // A new wallet under the service's default (visitor-secret) recovery: the frame asked
      // them to protect it, and they chose a recovery password there.
      await expect
        .poll(async () =>
          (await frame.received()).some((each) => each.type === 'FRAME_RECOVERY_NEEDED'),
        )
        .toBe(true)
      await frame.asVisitor(async (wallet) => {
        await wallet.getByRole('button', { name: 'Use a recovery password' }).click()
        await wallet.getByLabel('Recovery password', { exact: true }).fill(RECOVERY_PASSWORD)
        await wallet.getByLabel('Confirm recovery password').fill(RECOVERY_PASSWORD)
        await wallet.getByRole('button', { name: 'Protect wallet' }).click()
      })
      expect(await frame.reply('login-3')).toMatchObject({ type: 'CONNECT_OTP_SUCCESS' })
      await frame.post('login-4', 'GET_USER', { chainId: CHAIN_ID })
      const user = await frame.reply('login-4')
      const address = (user.payload as { address?: string }).address ?? ''
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

      // The attack: what the reproduction made the frame sign and send.
      const attacks: Array<[string, string, unknown[]]> = [
        ['sign', 'personal_sign', [stringToHex('I owe you everything'), address]],
        ['permit', 'eth_signTypedData_v4', [address, JSON.stringify(permit(CHAIN_ID, address))]],
        [
          'send',
          'eth_sendTransaction',
          [{ from: address, to: ATTACKER, value: toHex(parseEther('1')) }],
        ],
      ]
      for (const [id, method, params] of attacks) {
        await frame.post(id, 'RPC_REQUEST', { method, params })
      }
      // A Permit for chain 1 while the frame is on 31337: refused at once, never shown.
      await frame.post('permit-other-chain', 'RPC_REQUEST', {
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(permit(1, address))],
      })
      const otherChain = await frame.reply('permit-other-chain')
      expect(otherChain).toMatchObject({
        type: 'RPC_REQUEST_ERROR',
        payload: { code: 'CHAIN_MISMATCH' },
      })
      // The frame asks the visitor about the first request, in its own document...
      await expect
        .poll(async () =>
          (await frame.received()).some(
            (each) => each.type === 'FRAME_APPROVAL_NEEDED' && each.payload?.requestId === 'sign',
          ),
        )
        .toBe(true)
      // ...and a read posted after them all is answered while they still wait.
      await frame.post('read', 'RPC_REQUEST', { method: 'eth_blockNumber', params: [] })
      expect(await frame.reply('read')).toMatchObject({ type: 'RPC_REQUEST_SUCCESS' })
      const answered = (await frame.received()).filter((each) =>
        attacks.some(([id]) => id === each.id),
      )
      expect(answered).toEqual([])

      // All the page can do is give up: every request is refused as the visitor's rejection.
      await frame.post('cancel', 'CANCEL_APPROVAL', {})
      for (const [id] of attacks) {
        expect(await frame.reply(id)).toMatchObject({
          type: 'RPC_REQUEST_ERROR',
          payload: { code: 'USER_REJECTED' },
        })
      }
      expect(
        (await frame.received()).filter((each) => each.type === 'RPC_REQUEST_SUCCESS'),
      ).toEqual([expect.objectContaining({ id: 'read' })])
      expect(node.raw).toEqual([])
      await context.close()
    } finally {
      await node.close()
    }
  })
})
