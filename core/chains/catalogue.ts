import type { CaipNetworkId, Network } from './network'

/**
 * The named chains the kit knows, with their native decimals (18 EVM, 9 Solana, 8 Bitcoin).
 * RPC addresses are public defaults; hosts pass full network objects to use their own.
 */
const evm = (
  id: number,
  name: string,
  rpc: string,
  explorer: { name: string; url: string },
  testnet = false,
): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc] } },
  blockExplorers: { default: explorer },
  testnet,
})

export const NETWORK_CATALOGUE: readonly Network[] = [
  evm(1, 'Ethereum', 'https://eth.merkle.io', { name: 'Etherscan', url: 'https://etherscan.io' }),
  evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', {
    name: 'Optimism Explorer',
    url: 'https://optimistic.etherscan.io',
  }),
  {
    ...evm(100, 'Gnosis', 'https://rpc.gnosischain.com', {
      name: 'Gnosisscan',
      url: 'https://gnosisscan.io',
    }),
    nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  },
  {
    ...evm(137, 'Polygon', 'https://polygon-rpc.com', {
      name: 'PolygonScan',
      url: 'https://polygonscan.com',
    }),
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  },
  evm(8453, 'Base', 'https://mainnet.base.org', { name: 'Basescan', url: 'https://basescan.org' }),
  evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', {
    name: 'Arbiscan',
    url: 'https://arbiscan.io',
  }),
  evm(
    11155111,
    'Sepolia',
    'https://sepolia.drpc.org',
    { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
    true,
  ),
  evm(
    84532,
    'Base Sepolia',
    'https://sepolia.base.org',
    { name: 'Basescan', url: 'https://sepolia.basescan.org' },
    true,
  ),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com'),
  solana(
    'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'Solana Devnet',
    'https://api.devnet.solana.com',
    true,
  ),
  solana(
    '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    'Solana Testnet',
    'https://api.testnet.solana.com',
    true,
  ),
  bitcoin('000000000019d6689c085ae165831e93', 'Bitcoin', false),
  bitcoin('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', true),
]

function solana(reference: string, name: string, rpc: string, testnet = false): Network {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpc] } },
    testnet,
  }
}

function bitcoin(reference: string, name: string, testnet: boolean): Network {
  return {
    id: reference,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['https://mempool.space/api'] } },
    testnet,
  }
}

const byId = new Map(NETWORK_CATALOGUE.map((network) => [network.caipNetworkId, network]))

/** Looks a CAIP-2 id up in the catalogue. */
export function findCatalogueNetwork(caipNetworkId: string): Network | undefined {
  return byId.get(caipNetworkId as CaipNetworkId)
}
