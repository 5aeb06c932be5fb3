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

/**
 * The devnet's NFT collection (contracts/DevCollectible.sol, ERC-721): deployed by a
 * development account of its own (COLLECTIBLE_DEPLOYER_INDEX) with its nonce 0, so its address
 * is fixed too, and the visitors' accounts pay no gas for it (their balances, which the
 * screenshots show, stay as they were).
 */
export const COLLECTIBLE = /** @type {const} */ ({
  name: 'Devnet Critters',
  symbol: 'CRIT',
  // A scheme of the local services: they resolve `portico-devnet://critters/{id}` to the
  // item's metadata, as an NFT API resolves ipfs:// token URIs through its gateway.
  baseUri: 'portico-devnet://critters/',
})

/**
 * How many items each development account holds at the start, by account index: account 0 (the
 * Demo Wallet's) more than one page of the NFTs tab, the next three a few. Token ids run from
 * 1 in this order: account 0 holds 1-15, account 1 16-18, and so on.
 */
export const COLLECTIBLES_PER_ACCOUNT = /** @type {const} */ ([15, 3, 3, 3])

/**
 * The first holder of each token id (index 0 is token 1), as the constructor mints them.
 * @param {readonly `0x${string}`[]} [addresses] the development accounts' addresses, when
 *   the caller has them (each derivation costs milliseconds of key stretching)
 * @returns {`0x${string}`[]}
 */
export function collectibleHolders(
  addresses = devAccounts(COLLECTIBLES_PER_ACCOUNT.length).map((account) => account.address),
) {
  return COLLECTIBLES_PER_ACCOUNT.flatMap((count, index) => {
    const address = addresses[index]
    if (!address) throw new Error(`no development account ${index} to hold collectibles`)
    return Array.from({ length: count }, () => address)
  })
}

/** The account that deploys the collection: one of anvil's ten funded accounts nobody else uses. */
export const COLLECTIBLE_DEPLOYER_INDEX = 8

/** @type {import('viem').HDAccount | undefined} */
let deployer
/** The collection's deployer, derived once (each derivation costs milliseconds of CPU). */
export function collectibleDeployer() {
  deployer ??= mnemonicToAccount(DEV_MNEMONIC, { addressIndex: COLLECTIBLE_DEPLOYER_INDEX })
  return deployer
}

/** Where the collection is on every fresh devnet chain. */
export function expectedCollectible() {
  return getContractAddress({ from: collectibleDeployer().address, nonce: 0n })
}
