import { describe, expect, it, vi } from 'vitest'
import { walletServicesApi } from '../api/apis'
import { getWalletsParams, injectWalletEndpoints, walletImageUrl } from './endpoints'

describe('getWallets parameters', () => {
  it('joins lists with commas and trims the search', () => {
    expect(
      getWalletsParams({
        page: 2,
        entries: 40,
        include: ['a', 'b'],
        exclude: ['c', 'd', 'e'],
        chains: ['eip155:1', 'eip155:8453'],
        search: '  meta ',
        badge_type: 'certified',
      }),
    ).toEqual({
      page: 2,
      entries: 40,
      include: 'a,b',
      exclude: 'c,d,e',
      chains: 'eip155:1,eip155:8453',
      search: 'meta',
      badge_type: 'certified',
    })
  })

  it('leaves out empty lists and an empty search rather than sending them blank', () => {
    const params = getWalletsParams({ page: 1, entries: 4, include: [], exclude: [], search: ' ' })
    expect(params).toMatchObject({ page: 1, entries: 4 })
    expect(params.include).toBeUndefined()
    expect(params.exclude).toBeUndefined()
    expect(params.search).toBeUndefined()
  })
})

describe('walletImageUrl', () => {
  it('builds /getWalletImage/{id} with projectId, st and sv', () => {
    const url = new URL(walletImageUrl('https://api.example/', 'img 1/2', 'p1'))
    expect(url.origin + url.pathname).toBe('https://api.example/getWalletImage/img%201%2F2')
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(url.searchParams.get('st')).toBe('portico')
    expect(url.searchParams.get('sv')).toMatch(/^\d+\.\d+\.\d+/)
  })
})

describe('injectWalletEndpoints', () => {
  it('injects into the shared API once, without the "already exists" warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const first = injectWalletEndpoints(walletServicesApi)
    const second = injectWalletEndpoints(walletServicesApi)
    expect(second).toBe(first)
    expect(first).toBe(walletServicesApi as unknown)
    expect(first.endpoints.getWallets).toBeDefined()
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
