// Uniswap V2 on a devnet chain (issue 15): WETH9, the factory and Router02 deployed from the
// published npm builds (@uniswap/v2-core, @uniswap/v2-periphery: their JSON carries abi and
// creation bytecode; no Solidity of theirs is in this repository), and three pools (ETH/USDC,
// ETH/GOLD, USDC/GOLD) filled by a development account of its own, so the swaps of the demo
// and the tests trade against real reserves that move.
import { createRequire } from 'node:module'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getContractAddress,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from './accounts.mjs'

const require = createRequire(import.meta.url)

/**
 * The account that deploys the exchange and provides its liquidity: the last of anvil's ten
 * funded accounts, away from accounts 0-4 (the visitors' and the local exchange's).
 */
export const LIQUIDITY_ACCOUNT_INDEX = 9

/**
 * How many token allotments the liquidity account receives at the tokens' deployment. The test
 * tokens mint one fixed amount per entry of their holders list (no minting afterwards), so the
 * account is listed this many times: 20 × 10,000 USDC and 20 × 1,000 GOLD.
 */
export const LIQUIDITY_ALLOTMENTS = 20

/**
 * The pools' initial reserves, at sensible prices: 1 ETH = 3,000 USDC (the demo's ETH price),
 * 1 GOLD = 20 USDC, hence 1 ETH = 150 GOLD. Deep enough that a visitor's swap of 0.1 ETH moves
 * the price by well under 1 %.
 */
export const POOL_RESERVES = {
  ethUsdc: { eth: parseEther('40'), usdc: parseUnits('120000', 6) },
  ethGold: { eth: parseEther('40'), gold: parseUnits('6000', 18) },
  usdcGold: { usdc: parseUnits('60000', 6), gold: parseUnits('3000', 18) },
}

/**
 * @typedef {{ weth: `0x${string}`, factory: `0x${string}`, router: `0x${string}` }} DevnetUniswap
 * @typedef {{ abi: import('viem').Abi, bytecode: `0x${string}` }} Build
 */

/** @returns {Build} */
function build(/** @type {string} */ file) {
  /** @type {{ abi: import('viem').Abi, bytecode: string }} */
  const json = require(file)
  const hex = json.bytecode.startsWith('0x') ? json.bytecode.slice(2) : json.bytecode
  return { abi: json.abi, bytecode: `0x${hex}` }
}

/** The npm builds the devnet deploys, read once per process. */
export function uniswapBuilds() {
  return {
    weth: build('@uniswap/v2-periphery/build/WETH9.json'),
    factory: build('@uniswap/v2-core/build/UniswapV2Factory.json'),
    router: build('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    pair: build('@uniswap/v2-core/build/UniswapV2Pair.json'),
  }
}

/** @type {import('viem').HDAccount | undefined} */
let liquidity
/**
 * The liquidity account (a viem account of anvil's default mnemonic), derived once: each
 * derivation runs the mnemonic's key stretching, milliseconds of CPU that a devnet start pays
 * for every call otherwise.
 */
export function liquidityAccount() {
  liquidity ??= mnemonicToAccount(DEV_MNEMONIC, { addressIndex: LIQUIDITY_ACCOUNT_INDEX })
  return liquidity
}

/**
 * Where WETH, factory and router are on every fresh devnet chain: the liquidity account deploys
 * them with its nonces 0, 1 and 2.
 * @returns {DevnetUniswap}
 */
export function expectedUniswap() {
  const from = liquidityAccount().address
  return {
    weth: getContractAddress({ from, nonce: 0n }),
    factory: getContractAddress({ from, nonce: 1n }),
    router: getContractAddress({ from, nonce: 2n }),
  }
}

// Fixed gas limits: no estimate round trip per transaction (they are generous; anvil charges
// only what is used). The pair creation inside the first addLiquidity is the big one.
const GAS = { deploy: 6_000_000n, approve: 100_000n, addLiquidity: 5_000_000n }

/**
 * Deploys the exchange on one fresh chain and fills its three pools; resolves once every
 * transaction is mined and succeeded. The transactions are sent one after the other with
 * explicit nonces, gas and fees, without waiting for each receipt (anvil mines each as it
 * arrives), so the whole setup costs about one round trip per transaction.
 * @param {{ name: string, rpcUrl: string, chain: import('viem').Chain,
 *   tokens: { usdc: `0x${string}`, gold: `0x${string}` } }} options
 * @returns {Promise<DevnetUniswap>}
 */
export async function deployUniswap({ name, rpcUrl, chain, tokens }) {
  const account = liquidityAccount()
  const transport = http(rpcUrl)
  const wallet = createWalletClient({ account, chain, transport })
  const client = createPublicClient({ chain, transport })
  const nonce = await client.getTransactionCount({ address: account.address })
  if (nonce !== 0)
    throw new Error(
      `${name} is not fresh (liquidity account nonce ${nonce}): addresses would differ`,
    )
  const fees = await client.estimateFeesPerGas()
  const builds = uniswapBuilds()
  const expected = expectedUniswap()
  // Far enough ahead for any clock; the devnet's blocks carry the machine's time.
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const to = account.address
  let n = 0
  const common = () => ({ nonce: n++, ...fees })

  const hashes = [
    await wallet.deployContract({ ...builds.weth, ...common(), gas: GAS.deploy }),
    await wallet.deployContract({
      ...builds.factory,
      args: [account.address],
      ...common(),
      gas: GAS.deploy,
    }),
    await wallet.deployContract({
      ...builds.router,
      args: [expected.factory, expected.weth],
      ...common(),
      gas: GAS.deploy,
    }),
  ]
  for (const token of [tokens.usdc, tokens.gold])
    hashes.push(
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [expected.router, maxUint256],
        ...common(),
        gas: GAS.approve,
      }),
    )
  const router = { address: expected.router, abi: builds.router.abi }
  const { ethUsdc, ethGold, usdcGold } = POOL_RESERVES
  for (const [token, amount, value] of /** @type {const} */ ([
    [tokens.usdc, ethUsdc.usdc, ethUsdc.eth],
    [tokens.gold, ethGold.gold, ethGold.eth],
  ]))
    hashes.push(
      await wallet.writeContract({
        ...router,
        functionName: 'addLiquidityETH',
        args: [token, amount, amount, value, to, deadline],
        value,
        ...common(),
        gas: GAS.addLiquidity,
      }),
    )
  hashes.push(
    await wallet.writeContract({
      ...router,
      functionName: 'addLiquidity',
      args: [
        tokens.usdc,
        tokens.gold,
        usdcGold.usdc,
        usdcGold.gold,
        usdcGold.usdc,
        usdcGold.gold,
        to,
        deadline,
      ],
      ...common(),
      gas: GAS.addLiquidity,
    }),
  )

  const receipts = await Promise.all(
    hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })),
  )
  const failed = receipts.findIndex((receipt) => receipt.status !== 'success')
  if (failed !== -1)
    throw new Error(`Uniswap setup on ${name}: transaction ${failed} (nonce ${failed}) reverted`)
  return expected
}
