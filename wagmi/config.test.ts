import { createTestModal, setupServiceServer } from 'portico/testing'
import { createPorticoWagmiConfig, chainOfNetwork, PORTICO_CONNECTOR_ID } from 'portico/wagmi'
import { OptionsError, type Network } from 'portico'
import { describe, expect, it } from 'vitest'
import { fallback, http } from 'wagmi'

setupServiceServer()

const LOCAL: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545/'] } },
  testnet: true,
}

describe('createPorticoWagmiConfig', () => {
  it("makes wagmi's chains of the modal's EVM networks, in the modal's order", () => {
    const modal = createTestModal({ networks: ['eip155:8453', LOCAL, 'eip155:1'] }, { ui: false })

    const config = createPorticoWagmiConfig({ modal, storage: null })

    expect(config.chains.map((chain) => [chain.id, chain.name])).toEqual([
      [8453, 'Base'],
      [31337, 'Local Mainnet'],
      [1, 'Ethereum'],
    ])
    expect(config.state.chainId).toBe(8453)
  })

  it('has the modal as its only connector, and no discovery of its own', () => {
    const modal = createTestModal({}, { ui: false })

    const config = createPorticoWagmiConfig({ modal, storage: null })

    expect(config.connectors.map((connector) => connector.id)).toEqual([PORTICO_CONNECTOR_ID])
    expect(config._internal.mipd).toBeUndefined()
  })

  it("reads each chain over HTTP from its network's RPC URL, unless the host gives a transport", () => {
    const modal = createTestModal({ networks: [LOCAL, 'eip155:1'] }, { ui: false })

    const config = createPorticoWagmiConfig({
      modal,
      storage: null,
      transports: { 1: fallback([http('https://one.example/'), http('https://two.example/')]) },
    })

    expect(config.getClient({ chainId: 31337 }).transport).toMatchObject({
      type: 'http',
      url: 'http://127.0.0.1:8545/',
    })
    expect(config.getClient({ chainId: 1 }).transport.type).toBe('fallback')
  })

  it('refuses a modal without an EVM network', () => {
    const modal = createTestModal(
      { networks: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
      {
        ui: false,
      },
    )

    expect(() => createPorticoWagmiConfig({ modal, storage: null })).toThrow(OptionsError)
  })
})

describe('chainOfNetwork', () => {
  it("is viem's chain of the network: currency, nodes, explorer", () => {
    expect(
      chainOfNetwork({
        ...LOCAL,
        blockExplorers: { default: { name: 'Local explorer', url: 'http://127.0.0.1:9000' } },
      }),
    ).toMatchObject({
      id: 31337,
      name: 'Local Mainnet',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545/'] } },
      blockExplorers: { default: { url: 'http://127.0.0.1:9000' } },
      testnet: true,
    })
  })
})
