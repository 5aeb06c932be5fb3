import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SIGN_OUT_WAIT_MS } from '../constants'
import type { FrameMessenger } from './messenger'
import { classifyMethod, METHOD_NOT_ALLOWED } from './methods'
import { createFrameProvider, type ApprovalRequest } from './provider'
import type { FrameRequestType, FrameUser } from './schemas'
import { frameStorage } from './storage'

const ADDRESS = '0x1234567890123456789012345678901234567890'
const USER: FrameUser = { email: 'ada@example.com', address: ADDRESS, chainId: 31337 }
const logger = { error: vi.fn(), warn: vi.fn(), debug: vi.fn() }

/** A messenger answering from a table; every request is recorded. */
function fakeMessenger(answers: Partial<Record<FrameRequestType, (payload: unknown) => unknown>>) {
  const calls: Array<{ type: FrameRequestType; payload: unknown; signal?: AbortSignal }> = []
  const messenger = {
    origin: 'https://auth.example',
    load: vi.fn(),
    isReady: () => true,
    onSessionUpdate: () => () => undefined,
    destroy: vi.fn(),
    request: vi.fn(
      async (type: FrameRequestType, payload: unknown, options?: { signal?: AbortSignal }) => {
        calls.push({ type, payload, signal: options?.signal })
        const answer = answers[type]
        if (!answer) throw new Error(`no answer for ${type}`)
        return answer(payload)
      },
    ),
  }
  return { messenger: messenger as unknown as FrameMessenger, calls }
}

function setup(
  answers: Parameters<typeof fakeMessenger>[0] = {},
  approve = vi.fn(async (_r: ApprovalRequest) => true),
) {
  const { messenger, calls } = fakeMessenger({ RPC_REQUEST: () => '0xsigned', ...answers })
  const provider = createFrameProvider({ messenger, approve, logger })
  provider.signedIn(USER)
  return { provider, calls, approve }
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('the safe / unsafe split (SPEC §6)', () => {
  it('classifies read-only methods and raw sends as safe, signing and sending as unsafe', () => {
    for (const method of [
      'eth_getBalance',
      'eth_call',
      'eth_blockNumber',
      'eth_sendRawTransaction',
      'eth_getTransactionReceipt',
    ]) {
      expect(classifyMethod(method)).toBe('safe')
    }
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
    ]) {
      expect(classifyMethod(method)).toBe('unsafe')
    }
    expect(classifyMethod('eth_sign')).toBe('refused')
    expect(classifyMethod('debug_traceTransaction')).toBe('refused')
  })

  it('sends a safe method to the frame without asking the visitor', async () => {
    const { provider, calls, approve } = setup({ RPC_REQUEST: () => '0x10' })
    await expect(
      provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] }),
    ).resolves.toBe('0x10')
    expect(approve).not.toHaveBeenCalled()
    expect(calls.at(-1)).toMatchObject({
      type: 'RPC_REQUEST',
      payload: { method: 'eth_getBalance', params: [ADDRESS, 'latest'] },
    })
  })

  it('asks the visitor before an unsafe method, and sends it once approved', async () => {
    const { provider, approve, calls } = setup()
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }),
    ).resolves.toBe('0xsigned')
    expect(approve).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'personal_sign', chainId: 31337 }),
    )
    expect(calls.filter((call) => call.type === 'RPC_REQUEST')).toHaveLength(1)
  })

  it('rejects with 4001 when the visitor refuses, and aborts the other pending unsafe requests', async () => {
    let refuse: (value: boolean) => void = () => undefined
    const approve = vi.fn(
      (request: ApprovalRequest) =>
        new Promise<boolean>((resolve) => {
          if (request.method === 'personal_sign') refuse = resolve
          else resolve(true)
        }),
    )
    const { provider, calls } = setup({ RPC_REQUEST: () => new Promise(() => undefined) }, approve)
    void provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] })
    const signing = provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    await vi.waitFor(() => expect(approve).toHaveBeenCalledTimes(2))
    const inFlight = calls.find((call) => call.type === 'RPC_REQUEST')
    expect(inFlight?.signal?.aborted).toBe(false)
    refuse(false)
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    // The transaction already on its way to the frame is aborted with it.
    expect(inFlight?.signal?.aborted).toBe(true)
  })

  it('refuses unknown methods with Requested RPC call is not allowed', async () => {
    const { provider, approve } = setup()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: METHOD_NOT_ALLOWED,
    })
    expect(approve).not.toHaveBeenCalled()
  })

  it('signs a personal_sign the kit already showed (shownToVisitor) without asking', async () => {
    const { provider, approve } = setup()
    await expect(
      provider.request({
        method: 'personal_sign',
        params: ['0x00', ADDRESS],
        shownToVisitor: true,
      }),
    ).resolves.toBe('0xsigned')
    expect(approve).not.toHaveBeenCalled()
    // Only personal_sign: a transaction with the flag is still asked.
    await provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: ADDRESS }],
      shownToVisitor: true,
    })
    expect(approve).toHaveBeenCalledTimes(1)
  })
})

describe('the AUTH provider', () => {
  it('answers eth_chainId locally from the last used chain', async () => {
    const { messenger, calls } = fakeMessenger({})
    const provider = createFrameProvider({ messenger, approve: async () => true, logger })
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    frameStorage.setLastChain(8453)
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    expect(calls).toHaveLength(0)
  })

  it('is not connected without the login-used flag, and asks nothing', async () => {
    const { messenger, calls } = fakeMessenger({})
    const provider = createFrameProvider({ messenger, approve: async () => true, logger })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(calls).toHaveLength(0)
  })

  it('restores with is-connected (with the stored token) and get-user', async () => {
    frameStorage.recordLoginSuccess('ada@example.com')
    frameStorage.setSessionToken('t'.repeat(32))
    frameStorage.setLastChain(31337)
    const { messenger, calls } = fakeMessenger({
      IS_CONNECTED: () => ({ isConnected: true }),
      GET_USER: () => USER,
    })
    const provider = createFrameProvider({ messenger, approve: async () => true, logger })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS])
    expect(calls.map((call) => [call.type, call.payload])).toEqual([
      ['IS_CONNECTED', { token: 't'.repeat(32) }],
      ['GET_USER', { chainId: 31337 }],
    ])
  })

  it('clears the login cache when the frame says not connected', async () => {
    frameStorage.recordLoginSuccess('ada@example.com')
    const { messenger } = fakeMessenger({ IS_CONNECTED: () => ({ isConnected: false }) })
    const provider = createFrameProvider({ messenger, approve: async () => true, logger })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(frameStorage.isLoginUsed()).toBe(false)
    expect(frameStorage.email()).toBeUndefined()
  })

  it('switches the network inside the frame and tells the kit', async () => {
    const { provider, calls } = setup({ SWITCH_NETWORK: () => ({ chainId: 8453 }) })
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    expect(calls.at(-1)).toMatchObject({ type: 'SWITCH_NETWORK', payload: { chainId: 8453 } })
    expect(changed).toHaveBeenCalledWith('0x2105')
    expect(frameStorage.lastChainId()).toBe(8453)
  })

  it('disconnects by clearing the stored keys first, then waiting 3 s at most for sign-out', async () => {
    vi.useFakeTimers()
    let storedAtSignOut: boolean | undefined
    const { provider } = setup({
      SIGN_OUT: () => {
        storedAtSignOut = frameStorage.isLoginUsed()
        return new Promise(() => undefined)
      },
    })
    expect(frameStorage.isLoginUsed()).toBe(true)
    const done = vi.fn()
    void provider
      .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      .then(done)
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS - 1)
    expect(storedAtSignOut).toBe(false)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalled()
    expect(provider.user()).toBeUndefined()
  })
})
