// Types of uniswap.mjs for the TypeScript that imports it (tests, services).
import type { Abi, Chain, HDAccount } from 'viem'
import type { DevnetUniswap } from './start.mjs'

export type { DevnetUniswap }
export const LIQUIDITY_ACCOUNT_INDEX: number
export const LIQUIDITY_ALLOTMENTS: number
export const POOL_RESERVES: {
  ethUsdc: { eth: bigint; usdc: bigint }
  ethGold: { eth: bigint; gold: bigint }
  usdcGold: { usdc: bigint; gold: bigint }
}
type Build = { abi: Abi; bytecode: `0x${string}` }
export function uniswapBuilds(): { weth: Build; factory: Build; router: Build; pair: Build }
export function liquidityAccount(): HDAccount
export function expectedUniswap(): DevnetUniswap
export function deployUniswap(options: {
  name: string
  rpcUrl: string
  chain: Chain
  tokens: { usdc: `0x${string}`; gold: `0x${string}` }
}): Promise<DevnetUniswap>
