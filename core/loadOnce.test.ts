import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('shares one load between concurrent and later callers', async () => {
    const load = vi.fn(async () => 42)
    const once = loadOnce(load)
    await expect(Promise.all([once(), once()])).resolves.toEqual([42, 42])
    await expect(once()).resolves.toBe(42)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure, so the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok')
    const once = loadOnce(load as () => Promise<string>)
    await expect(once()).rejects.toThrow('offline')
    await expect(once()).resolves.toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('loadOnce, started and forget', () => {
  it('tells whether a load was started, and loads again once forgotten', async () => {
    let count = 0
    const once = loadOnce(async () => ++count)
    expect(once.started).toBeUndefined()
    await once()
    await expect(once.started).resolves.toBe(1)
    once.forget()
    expect(once.started).toBeUndefined()
    await expect(once()).resolves.toBe(2)
  })
})
