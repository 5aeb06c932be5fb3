// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { clientIpResolver, networkOf } from './clientIp'

describe('the client IP', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const resolve = clientIpResolver(false)
    expect(resolve('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7')
    expect(resolve('::ffff:203.0.113.7', undefined)).toBe('203.0.113.7')
    expect(resolve(undefined, '198.51.100.1')).toBe('unknown')
  })

  it('with a hop count, is what the last trusted proxy saw: entries the client wrote are ignored', () => {
    const one = clientIpResolver(1)
    // The proxy (the socket peer) appended the client's address to what the client sent.
    expect(one('10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7')
    expect(one('10.0.0.2', '203.0.113.7')).toBe('203.0.113.7')
    expect(one('10.0.0.2', undefined)).toBe('10.0.0.2')
    const two = clientIpResolver(2)
    expect(two('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7')
    // Fewer entries than hops: the leftmost.
    expect(two('10.0.0.2', '203.0.113.7')).toBe('203.0.113.7')
    // Not an address where the client should be: the socket peer.
    expect(one('10.0.0.2', 'not-an-ip')).toBe('10.0.0.2')
  })

  it('with ranges, is the first address from the right outside them', () => {
    const resolve = clientIpResolver(['10.0.0.0/8', '127.0.0.1'])
    expect(resolve('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7')
    // A peer outside the ranges is the client, whatever it claims.
    expect(resolve('198.51.100.4', '203.0.113.7')).toBe('198.51.100.4')
    // All trusted: the leftmost.
    expect(resolve('127.0.0.1', '10.0.0.1')).toBe('10.0.0.1')
  })

  it('shows the network of an address: its /24, its /48, or unknown', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24')
    expect(networkOf('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3::/48')
    expect(networkOf('2001:0db8::1')).toBe('2001:db8:0::/48')
    expect(networkOf('unknown')).toBe('unknown')
  })
})
