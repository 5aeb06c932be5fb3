import { describe, expect, it } from 'vitest'
import { REQUEST_RETRIES, REQUEST_RETRY_BASE_DELAY_MS } from '../constants'
import { retryDelay } from './serviceQuery'

describe('service query retries', () => {
  it('waits 150 ms, then doubles, for each of the 3 retries', () => {
    expect(REQUEST_RETRIES).toBe(3)
    expect(REQUEST_RETRY_BASE_DELAY_MS).toBe(150)
    expect([1, 2, 3].map(retryDelay)).toEqual([150, 300, 600])
  })
})
