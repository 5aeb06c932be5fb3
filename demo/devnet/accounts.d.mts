// Types of accounts.mjs for the TypeScript that imports it (tests, services, the demo page).
import type { HDAccount } from 'viem'

export const DEV_MNEMONIC: string
export const FUNDED_ACCOUNTS: number
export function devAccounts(count?: number): HDAccount[]
export function expectedTokens(): { usdc: `0x${string}`; gold: `0x${string}` }
export const COLLECTIBLE: {
  readonly name: 'Devnet Critters'
  readonly symbol: 'CRIT'
  readonly baseUri: 'portico-devnet://critters/'
}
export const COLLECTIBLES_PER_ACCOUNT: readonly [15, 3, 3, 3]
export function collectibleHolders(addresses?: readonly `0x${string}`[]): `0x${string}`[]
export const COLLECTIBLE_DEPLOYER_INDEX: number
export function collectibleDeployer(): HDAccount
export function expectedCollectible(): `0x${string}`
