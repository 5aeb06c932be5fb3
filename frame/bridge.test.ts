import { describe, expect, it, vi } from 'vitest'
import { parentOriginOf, startBridge } from './bridge'
import { FrameError } from './handlers'

const PARENT = 'https://shop.example'
const ID = '6c3f7a1e-8a53-4a51-9d1e-2f0d8c5b6a10'

function setup(handle = vi.fn(async () => ({ chainId: 1 }))) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const self = {
    addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  } as unknown as Window
  const posted: Array<{ message: unknown; origin: string }> = []
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  } as unknown as Window
  const bridge = startBridge({ self, parent, parentOrigin: PARENT, handle, version: '4' })
  const send = (data: unknown, origin = PARENT, source: unknown = parent) => {
    for (const listener of listeners) listener({ data, origin, source } as unknown as MessageEvent)
  }
  return { bridge, posted, send, handle, listeners }
}

describe('the frame side of the messages', () => {
  it('takes the parent origin from its own address, strictly', () => {
    expect(parentOriginOf('?parentOrigin=https%3A%2F%2Fshop.example')).toBe(PARENT)
    expect(parentOriginOf('?parentOrigin=http%3A%2F%2F127.0.0.1%3A5173')).toBe(
      'http://127.0.0.1:5173',
    )
    expect(parentOriginOf('?parentOrigin=https%3A%2F%2Fshop.example%2Fpath')).toBeUndefined()
    expect(parentOriginOf('?parentOrigin=javascript%3Aalert(1)')).toBeUndefined()
    expect(parentOriginOf('?parentOrigin=*')).toBeUndefined()
    expect(parentOriginOf('')).toBeUndefined()
  })

  it('announces itself, then answers a valid message to the parent origin only', async () => {
    const { posted, send, handle } = setup()
    expect(posted[0]).toEqual({
      message: { type: 'FRAME_READY', payload: { version: '4' } },
      origin: PARENT,
    })
    send({ id: ID, type: 'GET_CHAIN_ID', payload: {} })
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(handle).toHaveBeenCalledWith({ id: ID, type: 'GET_CHAIN_ID', payload: {} })
    expect(posted[1]).toEqual({
      message: { id: ID, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
      origin: PARENT,
    })
  })

  it('ignores messages from another origin or window, and malformed ones', async () => {
    const { posted, send, handle } = setup()
    send({ id: ID, type: 'SIGN_OUT', payload: {} }, 'https://evil.example')
    send({ id: ID, type: 'SIGN_OUT', payload: {} }, 'null')
    send({ id: ID, type: 'SIGN_OUT', payload: {} }, PARENT, {})
    send({ id: ID, type: 'CONNECT_EMAIL', payload: { email: 'nope' } })
    send({ type: 'SIGN_OUT' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(handle).not.toHaveBeenCalled()
    expect(posted).toHaveLength(1)
  })

  it('answers a failure with the error reply and its code', async () => {
    const handle = vi.fn(async () => {
      throw new FrameError('Please wait', 'RATE_LIMITED', 12)
    })
    const { posted, send } = setup(handle)
    send({ id: ID, type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } })
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]?.message).toEqual({
      id: ID,
      type: 'CONNECT_EMAIL_ERROR',
      payload: { message: 'Please wait', code: 'RATE_LIMITED', retryAfter: 12 },
    })
  })

  it('stops listening when stopped', () => {
    const { bridge, listeners } = setup()
    bridge.stop()
    expect(listeners.size).toBe(0)
  })
})
