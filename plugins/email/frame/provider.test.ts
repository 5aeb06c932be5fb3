import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PorticoError, SIGN_OUT_WAIT_MS } from 'portico/plugin'
import {
  FRAME_USER_REJECTED,
  type FrameRequestType,
  type FrameUser,
} from '../../../protocol/frame/messages'
import { classifyMethod, METHOD_NOT_ALLOWED } from '../../../protocol/frame/methods'
import type { FrameMessenger } from './messenger'
import { createFrameProvider } from './provider'
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
    onApproval: () => () => undefined,
    onRecovery: () => () => undefined,
    place: vi.fn(),
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

function setup(answers: Parameters<typeof fakeMessenger>[0] = {}) {
  const { messenger, calls } = fakeMessenger({ RPC_REQUEST: () => '0xsigned', ...answers })
  const provider = createFrameProvider({ messenger, logger })
  provider.signedIn(USER)
  return { provider, calls }
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

  it('sends safe and unsafe methods alike to the frame, which asks the visitor itself', async () => {
    const { provider, calls } = setup()
    await expect(
      provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] }),
    ).resolves.toBe('0xsigned')
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }),
    ).resolves.toBe('0xsigned')
    expect(calls.map((call) => call.payload)).toEqual([
      { method: 'eth_getBalance', params: [ADDRESS, 'latest'] },
      { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] },
    ])
  })

  it('answers a refusal in the frame (Reject, Escape, the modal closed) with 4001', async () => {
    const { provider } = setup({
      RPC_REQUEST: () => {
        throw new PorticoError('FRAME_ERROR', 'User rejected the request.', {
          code: FRAME_USER_REJECTED,
        })
      },
    })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('passes any other frame error on as it is', async () => {
    const { provider } = setup({
      RPC_REQUEST: () => {
        throw new PorticoError('FRAME_ERROR', 'This request is for chain 1', {
          code: 'CHAIN_MISMATCH',
        })
      },
    })
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] }),
    ).rejects.toMatchObject({ code: 'FRAME_ERROR', shortMessage: 'This request is for chain 1' })
  })

  it('refuses unknown methods with Requested RPC call is not allowed, without the frame', async () => {
    const { provider, calls } = setup()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: METHOD_NOT_ALLOWED,
    })
    expect(calls).toHaveLength(0)
  })
})

describe('the AUTH provider', () => {
  it('answers eth_chainId locally from the last used chain', async () => {
    const { messenger, calls } = fakeMessenger({})
    const provider = createFrameProvider({ messenger, logger })
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    frameStorage.setLastChain(8453)
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
    expect(calls).toHaveLength(0)
  })

  it('is not connected without the login-used flag, and asks nothing', async () => {
    const { messenger, calls } = fakeMessenger({})
    const provider = createFrameProvider({ messenger, logger })
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
    const provider = createFrameProvider({ messenger, logger })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS])
    expect(calls.map((call) => [call.type, call.payload])).toEqual([
      ['IS_CONNECTED', { token: 't'.repeat(32) }],
      ['GET_USER', { chainId: 31337 }],
    ])
  })

  it('clears the login cache when the frame says not connected', async () => {
    frameStorage.recordLoginSuccess('ada@example.com')
    const { messenger } = fakeMessenger({ IS_CONNECTED: () => ({ isConnected: false }) })
    const provider = createFrameProvider({ messenger, logger })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(frameStorage.isLoginUsed()).toBe(false)
    expect(frameStorage.email()).toBeUndefined()
  })

  it('keeps the login cache when the restore fails for want of the wallet window', async () => {
    frameStorage.recordLoginSuccess('ada@example.com')
    for (const code of ['FRAME_STORAGE_BLOCKED', 'FRAME_WINDOW_CLOSED'] as const) {
      const { messenger } = fakeMessenger({
        IS_CONNECTED: () => {
          throw new PorticoError(code, 'The wallet waits in its window')
        },
      })
      const provider = createFrameProvider({ messenger, logger })
      await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
      expect(frameStorage.isLoginUsed()).toBe(true)
      expect(frameStorage.email()).toBe('ada@example.com')
    }
    // Any other failure still clears it.
    const { messenger } = fakeMessenger({})
    await createFrameProvider({ messenger, logger }).request({ method: 'eth_accounts' })
    expect(frameStorage.isLoginUsed()).toBe(false)
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
