// Types of start.mjs for the TypeScript that imports it (tests, later the services and the
// host page); the .mjs stays plain JavaScript so `node` runs it without a build step.
import type { Chain } from 'viem'

export interface DevnetTokens {
  usdc: `0x${string}`
  gold: `0x${string}`
}
/** Uniswap V2 on the chain (demo/devnet/uniswap.mjs). */
export interface DevnetUniswap {
  weth: `0x${string}`
  factory: `0x${string}`
  router: `0x${string}`
}
export interface DevnetChain {
  name: string
  chainId: number
  rpcUrl: string
  tokens: DevnetTokens
  uniswap: DevnetUniswap
  /** The ERC-721 collection (contracts/DevCollectible.sol), its items minted to accounts 0-3. */
  collectible: `0x${string}`
}
export interface Devnet {
  chains: DevnetChain[]
  accounts: `0x${string}`[]
  stop(): Promise<void>
}

export {
  COLLECTIBLE,
  DEV_MNEMONIC,
  FUNDED_ACCOUNTS,
  devAccounts,
  expectedCollectible,
  expectedTokens,
} from './accounts.mjs'
export const USDC_PER_ACCOUNT: bigint
export const GOLD_PER_ACCOUNT: bigint
export const DEVNET_CHAINS: readonly [
  { readonly key: 'mainnet'; readonly name: 'Local Mainnet'; readonly chainId: 31337 },
  { readonly key: 'base'; readonly name: 'Local Base'; readonly chainId: 31338 },
]
export function anvilBinary(): string
export function expectedUniswap(): DevnetUniswap
export function devnetChain(chain: Pick<DevnetChain, 'name' | 'chainId' | 'rpcUrl'>): Chain
export function serviceChainOf(chain: DevnetChain): {
  caipNetworkId: `eip155:${number}`
  rpcUrl: string
  tokens: { address: `0x${string}`; symbol: string; name: string; decimals: number }[]
  uniswap: DevnetUniswap
  collections: {
    address: `0x${string}`
    name: string
    symbol: string
    standard: 'erc721'
  }[]
}
export function startDevnet(options?: { mainnetPort?: number; basePort?: number }): Promise<Devnet>
