import { encodeFunctionData, erc20Abi, maxUint256, stringToHex, toHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FrameApprovalEvent } from '../../protocol/frame/messages'
import { createConsent, type ConsentOptions, type ConsentRequest } from './consent'
import { createGate, isVisitorActivation, type ObserveVisibility } from './gate'
import { createFrameI18n } from './i18n'
import { MIN_VISIBLE_MS } from './limits'

const ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7'
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const SPENDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const CHAIN = { chainId: 31337, name: 'Local Mainnet', rpcUrl: 'http://127.0.0.1:8545' }

/** The frame's visibility as the tests set it: one report function per observed target. */
function screen() {
  const reports = new Set<(visible: boolean) => void>()
  const observe: ObserveVisibility = (_target, report) => {
    reports.add(report)
    return () => void reports.delete(report)
  }
  return { observe, set: (visible: boolean) => reports.forEach((report) => report(visible)) }
}

let nextId = 0
const request = (method: string, params: readonly unknown[]): ConsentRequest => ({
  id: `rpc-${(nextId += 1)}`,
  method,
  params,
  chain: CHAIN,
  account: ACCOUNT,
  node: async (read) => {
    if (read === 'eth_call') throw new Error('no token here')
    return toHex(21_000n)
  },
})
const sign = () => request('personal_sign', [stringToHex('hello'), ACCOUNT])

function setUp(overrides: Partial<ConsentOptions> = {}) {
  const events: FrameApprovalEvent[] = []
  const view = screen()
  const consent = createConsent({
    doc: document,
    nav: {},
    i18n: createFrameI18n('en'),
    siteOrigin: 'https://shop.example',
    post: (event) => events.push(event),
    observe: view.observe,
    ...overrides,
  })
  return { consent, events, view }
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((each) => each.textContent === name)

/** Waits until the approval view is drawn (after the node's facts). */
async function drawn() {
  await vi.waitFor(() => {
    if (!button('Approve')) throw new Error('not drawn yet')
  })
  return {
    approve: button('Approve') as HTMLButtonElement,
    reject: button('Reject') as HTMLButtonElement,
  }
}

beforeEach(() => {
  document.body.replaceChildren()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the consent inside the frame', () => {
  it('keeps the request pending until a trusted click on Approve, once visible for the minimum time', async () => {
    const { consent, events, view } = setUp({ isVisitorClick: (event) => event.type === 'click' })
    const perform = vi.fn(async () => '0xsigned')
    const result = consent.approve(sign(), perform)
    const { approve } = await drawn()
    expect(document.querySelector('h1')?.textContent).toBe('Signature request')
    expect(document.body.textContent).toContain('hello')
    expect(document.body.textContent).toContain('https://shop.example')
    expect(events).toEqual([{ type: 'FRAME_APPROVAL_NEEDED', payload: { requestId: 'rpc-1' } }])

    // Not visible yet: disabled, and a click does nothing.
    expect(approve.disabled).toBe(true)
    approve.disabled = false
    approve.click()
    expect(perform).not.toHaveBeenCalled()
    approve.disabled = true

    vi.useFakeTimers()
    view.set(true)
    vi.advanceTimersByTime(MIN_VISIBLE_MS - 1)
    expect(approve.disabled).toBe(true)
    // Hidden before the time is up: the time starts again.
    view.set(false)
    view.set(true)
    vi.advanceTimersByTime(MIN_VISIBLE_MS - 1)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
    vi.useRealTimers()

    approve.click()
    await expect(result).resolves.toBe('0xsigned')
    expect(perform).toHaveBeenCalledTimes(1)
    expect(events.at(-1)).toEqual({
      type: 'FRAME_APPROVAL_DONE',
      payload: { requestId: 'rpc-1', outcome: 'approved' },
    })
    expect(document.querySelector('section')).toBeNull()
  })

  it('ignores a click that is not the visitor’s own (a script’s click is untrusted)', async () => {
    const { consent, view } = setUp()
    const perform = vi.fn(async () => '0xsigned')
    void consent.approve(sign(), perform).catch(() => undefined)
    const { approve } = await drawn()
    vi.useFakeTimers()
    view.set(true)
    vi.advanceTimersByTime(MIN_VISIBLE_MS)
    vi.useRealTimers()
    expect(approve.disabled).toBe(false)
    approve.click()
    approve.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(perform).not.toHaveBeenCalled()
    expect(document.querySelector('section')).not.toBeNull()
    consent.cancel()
  })

  it('answers Reject and Escape as rejected by the visitor (4001 on the kit’s side), carrying nothing out', async () => {
    const { consent, events } = setUp()
    const perform = vi.fn(async () => '0x')
    const first = consent.approve(sign(), perform)
    const { reject } = await drawn()
    reject.click()
    await expect(first).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(events.at(-1)).toMatchObject({
      type: 'FRAME_APPROVAL_DONE',
      payload: { outcome: 'rejected' },
    })

    const second = consent.approve(sign(), perform)
    await drawn()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(second).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(perform).not.toHaveBeenCalled()
    expect(document.querySelector('section')).toBeNull()
  })

  it('refuses the shown request and every waiting one when the kit cancels (the modal closed)', async () => {
    const { consent, events } = setUp()
    const perform = vi.fn(async () => '0x')
    const shown = consent.approve(sign(), perform)
    const waiting = consent.approve(sign(), perform)
    await drawn()
    consent.cancel()
    await expect(shown).rejects.toMatchObject({ code: 'USER_REJECTED' })
    await expect(waiting).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(perform).not.toHaveBeenCalled()
    expect(document.querySelector('section')).toBeNull()
    // The waiting one was never shown.
    expect(events.filter((event) => event.type === 'FRAME_APPROVAL_NEEDED')).toHaveLength(1)
  })

  it('refuses at once what it cannot show: another chain, nothing drawn', async () => {
    const { consent, events } = setUp()
    const typed = {
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
      types: { Permit: [{ name: 'value', type: 'uint256' }] },
      primaryType: 'Permit',
      message: { value: '1' },
    }
    await expect(
      consent.approve(request('eth_signTypedData_v4', [ACCOUNT, typed]), async () => '0x'),
    ).rejects.toMatchObject({ code: 'CHAIN_MISMATCH' })
    expect(events).toEqual([])
    expect(document.querySelector('section')).toBeNull()
  })

  it('draws an unlimited approval as such, with a warning', async () => {
    const { consent } = setUp()
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [SPENDER, maxUint256],
    })
    const asked = consent.approve(
      request('eth_sendTransaction', [{ to: USDC, data }]),
      async () => '0x',
    )
    await drawn()
    expect(document.querySelector('h1')?.textContent).toBe('Approve transaction')
    expect(document.querySelector('dd.flag')?.textContent).toBe('Unlimited')
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(/Unlimited approval/)
    expect(document.body.textContent).toContain(SPENDER)
    consent.cancel()
    await expect(asked).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})

describe('the gate', () => {
  it('starts the time again when the frame is resized (the kit moved it)', () => {
    vi.useFakeTimers()
    const view = screen()
    const win = new EventTarget()
    const gate = createGate({
      target: document.createElement('div'),
      doc: document,
      win: win as unknown as Window,
      minVisibleMs: MIN_VISIBLE_MS,
      observe: view.observe,
      onChange: () => undefined,
    })
    view.set(true)
    vi.advanceTimersByTime(MIN_VISIBLE_MS - 1)
    win.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(MIN_VISIBLE_MS - 1)
    expect(gate.isOpen()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.isOpen()).toBe(true)
    win.dispatchEvent(new Event('resize'))
    expect(gate.isOpen()).toBe(false)
    gate.stop()
  })

  it('stays shut while the document is hidden', () => {
    vi.useFakeTimers()
    const view = screen()
    let visibility: DocumentVisibilityState = 'hidden'
    const target = document.createElement('div')
    const changes: boolean[] = []
    const gate = createGate({
      target,
      doc: {
        get visibilityState() {
          return visibility
        },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
      minVisibleMs: MIN_VISIBLE_MS,
      observe: view.observe,
      onChange: (open) => changes.push(open),
    })
    view.set(true)
    vi.advanceTimersByTime(MIN_VISIBLE_MS * 2)
    expect(gate.isOpen()).toBe(false)
    visibility = 'visible'
    view.set(true)
    vi.advanceTimersByTime(MIN_VISIBLE_MS)
    expect(gate.isOpen()).toBe(true)
    expect(changes).toEqual([true])
    gate.stop()
  })

  it('takes only trusted clicks, and only during a user activation where the browser says', () => {
    expect(isVisitorActivation({ isTrusted: false }, {})).toBe(false)
    expect(isVisitorActivation({ isTrusted: true }, { userActivation: { isActive: false } })).toBe(
      false,
    )
    expect(isVisitorActivation({ isTrusted: true }, { userActivation: { isActive: true } })).toBe(
      true,
    )
  })
})
