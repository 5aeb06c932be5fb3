// The devnet's well-known accounts and token addresses, without starting anything: plain
// viem, so the demo page (a browser) can import it as well as the devnet, services and tests.
import { getContractAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** anvil's own default mnemonic: its accounts and keys are the well-known development ones. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many development accounts get tokens (anvil gives the first 10 10,000 ETH each). */
export const FUNDED_ACCOUNTS = 5

/** The development accounts, derived from the default mnemonic exactly as anvil derives them. */
export function devAccounts(count = FUNDED_ACCOUNTS) {
  return Array.from({ length: count }, (_, addressIndex) =>
    mnemonicToAccount(DEV_MNEMONIC, { addressIndex }),
  )
}

/**
 * The token addresses every fresh devnet chain has: the deployer (account 0) deploys USDC with
 * nonce 0 and GOLD with nonce 1, and a contract's address depends only on deployer and nonce.
 * @returns {{ usdc: `0x${string}`, gold: `0x${string}` }}
 */
export function expectedTokens() {
  const from = devAccounts(1)[0].address
  return {
    usdc: getContractAddress({ from, nonce: 0n }),
    gold: getContractAddress({ from, nonce: 1n }),
  }
}
