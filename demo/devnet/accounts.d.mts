// Types of accounts.mjs for the TypeScript that imports it (tests, services, the demo page).
import type { HDAccount } from 'viem'

export const DEV_MNEMONIC: string
export const FUNDED_ACCOUNTS: number
export function devAccounts(count?: number): HDAccount[]
export function expectedTokens(): { usdc: `0x${string}`; gold: `0x${string}` }
