import { describe, expect, it } from 'vitest'
import { findCatalogueNetwork } from './catalogue'
import { isCaipNetworkId } from './caip'
import {
  FRAME_NETWORK_IDS,
  FRAME_RPC_BASE_URL,
  frameRpcUrl,
  frameRpcUrls,
  isFrameNetwork,
} from './frameNetworks'

describe('frame networks', () => {
  it('are the 27 of SPEC §3: 24 eip155 chains and three Solana networks', () => {
    expect(FRAME_NETWORK_IDS).toHaveLength(27)
    expect(new Set(FRAME_NETWORK_IDS).size).toBe(27)
    expect(FRAME_NETWORK_IDS.filter((id) => id.startsWith('eip155:'))).toHaveLength(24)
    expect(FRAME_NETWORK_IDS.filter((id) => id.startsWith('solana:'))).toHaveLength(3)
    for (const id of FRAME_NETWORK_IDS) expect(isCaipNetworkId(id)).toBe(true)
    for (const id of ['eip155:1', 'eip155:1313161554', 'eip155:7777777', 'eip155:999']) {
      expect(isFrameNetwork(id)).toBe(true)
    }
    expect(isFrameNetwork('eip155:31337')).toBe(false)
  })

  it('use the same Solana references as the network catalogue', () => {
    for (const id of FRAME_NETWORK_IDS.filter((id) => id.startsWith('solana:'))) {
      expect(findCatalogueNetwork(id)?.chainNamespace).toBe('solana')
    }
  })

  it('build each RPC address from the chain id and the project id', () => {
    const url = new URL(frameRpcUrl('eip155:8453', 'p1'))
    expect(`${url.origin}${url.pathname}`).toBe(FRAME_RPC_BASE_URL)
    expect(url.searchParams.get('chainId')).toBe('eip155:8453')
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(frameRpcUrl('eip155:1', 'p 1', 'http://127.0.0.1:4011/v1/')).toBe(
      'http://127.0.0.1:4011/v1/?chainId=eip155%3A1&projectId=p+1',
    )
    const all = frameRpcUrls('p1')
    expect(all.size).toBe(27)
    expect(all.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toContain(
      'chainId=solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it('refuse a network outside the 27 and an empty project id', () => {
    expect(() => frameRpcUrl('eip155:31337', 'p1')).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_FRAME_NETWORK' }),
    )
    expect(() => frameRpcUrl('eip155:1', ' ')).toThrow(
      expect.objectContaining({ code: 'PROJECT_ID_REQUIRED' }),
    )
  })
})
