// The local devnet of the demo and the tests (issue 4, DESIGN §6): two anvil nodes from the
// @foundry-rs/anvil npm package, "Local Mainnet" (chain id 31337) and "Local Base" (31338), so
// switching networks is real, each with the two test ERC-20s of contracts/ deployed, the
// first development accounts funded, an ERC-721 collection (DevCollectible, "Devnet
// Critters") with items minted to accounts 0-3, and Uniswap V2 with ETH/USDC, ETH/GOLD and USDC/GOLD
// pools (uniswap.mjs, issue 15).
//
//   const devnet = await startDevnet({ mainnetPort: 8545, basePort: 8546 })
//   devnet.chains[0].tokens.usdc  // deployed address (the same on every fresh start)
//   devnet.chains[0].uniswap.router  // likewise
//   await devnet.stop()
//
// The anvil binary comes from the platform package (@foundry-rs/anvil-linux-amd64 and its
// siblings), which npm installs from the registry like any package: nothing is downloaded at
// run time. Both nodes listen on 127.0.0.1 only.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
  parseUnits,
} from 'viem'
import {
  COLLECTIBLE,
  collectibleDeployer,
  collectibleHolders,
  DEV_MNEMONIC,
  devAccounts,
  expectedCollectible,
  expectedTokens,
  FUNDED_ACCOUNTS,
} from './accounts.mjs'
import {
  deployUniswap,
  expectedUniswap,
  LIQUIDITY_ALLOTMENTS,
  liquidityAccount,
} from './uniswap.mjs'

export {
  COLLECTIBLE,
  DEV_MNEMONIC,
  devAccounts,
  expectedCollectible,
  expectedTokens,
  FUNDED_ACCOUNTS,
  expectedUniswap,
}

const here = path.dirname(fileURLToPath(import.meta.url))

export const USDC_PER_ACCOUNT = parseUnits('10000', 6)
export const GOLD_PER_ACCOUNT = parseUnits('1000', 18)

export const DEVNET_CHAINS = /** @type {const} */ ([
  { key: 'mainnet', name: 'Local Mainnet', chainId: 31337 },
  { key: 'base', name: 'Local Base', chainId: 31338 },
])

const READY_TIMEOUT_MS = 15_000
const STOP_TIMEOUT_MS = 5_000

/**
 * @typedef {{ usdc: `0x${string}`, gold: `0x${string}` }} DevnetTokens
 * @typedef {import('./uniswap.mjs').DevnetUniswap} DevnetUniswap
 * @typedef {{ name: string, chainId: number, rpcUrl: string, tokens: DevnetTokens,
 *   uniswap: DevnetUniswap, collectible: `0x${string}` }} DevnetChain
 * @typedef {{ chains: DevnetChain[], accounts: `0x${string}`[], stop(): Promise<void> }} Devnet
 */

// Where the platform packages are declared: anvil/package.json, the private package
// `portico-devnet-anvil` that the project's devDependencies link (file:). Its
// optionalDependencies make npm skip, without failing the install, a package whose os/cpu do
// not fit this machine (a plain devDependency fails with EBADPLATFORM), and, being a
// devDependency, it is never installed for the hosts that install portico. The registry this
// project installs from serves only the linux-amd64 build of anvil 1.7.1 (the
// @foundry-rs/anvil wrapper lists every platform's package, which made its lockfile entry
// impossible to install with `npm ci`), so only that one is declared.
const anvilPackage = path.join(here, 'anvil', 'package.json')

/** Absolute path of the anvil executable that npm installed for this platform. */
export function anvilBinary() {
  const arch = { x64: 'amd64', arm64: 'arm64' }[/** @type {string} */ (process.arch)]
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`
  try {
    return createRequire(anvilPackage).resolve(`${pkg}/bin/${exe}`)
  } catch {
    const declared = JSON.parse(readFileSync(anvilPackage, 'utf8')).optionalDependencies ?? {}
    const version = declared['@foundry-rs/anvil-linux-amd64'] ?? 'latest'
    throw new Error(
      `the anvil binary for ${process.platform}-${process.arch} (${pkg}) is not installed. ` +
        `The devnet declares ${Object.keys(declared).join(', ')} (demo/devnet/anvil/package.json), ` +
        `which npm skips on other platforms; install this platform's build to run the devnet, ` +
        `e.g. \`npm install --no-save ${pkg}@${version}\``,
    )
  }
}

/** A viem chain for one devnet node (for clients in tests, the services and the demo). */
export function devnetChain(/** @type {Pick<DevnetChain, 'name' | 'chainId' | 'rpcUrl'>} */ chain) {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/**
 * What the local services read of a devnet chain: its CAIP-2 id, node and tokens, in the
 * shape of `ServiceChain` (demo/services/chain.ts). The demo and the browser tests both use it.
 */
export function serviceChainOf(/** @type {DevnetChain} */ chain) {
  return {
    caipNetworkId: `eip155:${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
    tokens: [
      { address: chain.tokens.usdc, symbol: 'USDC', name: 'USD Coin (Local)', decimals: 6 },
      { address: chain.tokens.gold, symbol: 'GOLD', name: 'Gold (Local)', decimals: 18 },
    ],
    // The exchange the convert calls (demo/services/convert.ts) quote and build swaps for.
    uniswap: chain.uniswap,
    // The NFT collections whose items the NFT call lists (demo/services/nfts.ts).
    collections: [
      {
        address: chain.collectible,
        name: COLLECTIBLE.name,
        symbol: COLLECTIBLE.symbol,
        standard: /** @type {const} */ ('erc721'),
      },
    ],
  }
}

// --- process bookkeeping -------------------------------------------------------------------
// Every anvil this module started and that has not exited yet. If the process that started them
// exits or is told to stop (Ctrl-C, SIGTERM), they go with it instead of holding the ports.

/** @type {Set<import('node:child_process').ChildProcess>} */
const live = new Set()

function killAll(/** @type {NodeJS.Signals} */ signal) {
  for (const child of live)
    try {
      child.kill(signal)
    } catch {
      // already gone
    }
}

const onExit = () => killAll('SIGKILL')
/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  killAll('SIGTERM')
  unwatch()
  // Only this handler listened: a signal handler replaces Node's default (exit), so restore that
  // by raising the signal again. Where the program has its own handler, it decides.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
}

function watch() {
  if (live.size !== 1) return // the first live child installs the handlers
  process.on('exit', onExit)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}

function unwatch() {
  process.off('exit', onExit)
  process.off('SIGINT', onSignal)
  process.off('SIGTERM', onSignal)
}

/**
 * Starts one anvil node.
 * @param {{ port: number, chainId: number }} options
 */
function spawnAnvil({ port, chainId }) {
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  // Kept (last few KB) only to explain a failed start.
  let output = ''
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString('utf8')).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => {
    child.once('exit', () => {
      live.delete(child)
      if (live.size === 0) unwatch()
      resolve()
    })
    // spawn failures (ENOENT, EACCES) come as 'error' and maybe no 'exit'.
    child.once('error', (error) => {
      keep(Buffer.from(String(error)))
      live.delete(child)
      if (live.size === 0) unwatch()
      resolve()
    })
  })
  live.add(child)
  watch()
  return { child, exited, output: () => output }
}

/** @param {import('node:child_process').ChildProcess} child */
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null

/**
 * SIGTERM, then SIGKILL if the node has not exited in time; resolves once it has exited.
 * @param {{ child: import('node:child_process').ChildProcess, exited: Promise<void> }} node
 */
async function stopNode({ child, exited }) {
  if (!hasExited(child) && child.pid !== undefined) {
    child.kill('SIGTERM')
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer
    const late = new Promise((resolve) => {
      timer = setTimeout(resolve, STOP_TIMEOUT_MS, 'late')
    })
    if ((await Promise.race([exited, late])) === 'late') child.kill('SIGKILL')
    clearTimeout(timer)
  }
  await exited
}

/** The chain id the node at rpcUrl reports, or undefined if nothing answers there. */
async function chainIdAt(/** @type {string} */ rpcUrl) {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const body = /** @type {{ result?: string }} */ (await response.json())
    return body.result === undefined ? undefined : Number(body.result)
  } catch {
    return undefined
  }
}

/**
 * Waits until the node answers eth_chainId with its chain id.
 * @param {ReturnType<typeof spawnAnvil>} node
 * @param {{ name: string, chainId: number, rpcUrl: string }} chain
 */
async function waitUntilReady(node, chain) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    // Checked first: if our anvil could not bind the port, another node may be answering there.
    if (hasExited(node.child) || node.child.pid === undefined)
      throw new Error(`anvil for ${chain.name} exited before it answered:\n${node.output()}`)
    const chainId = await chainIdAt(chain.rpcUrl)
    if (chainId === chain.chainId) return
    if (chainId !== undefined)
      throw new Error(`${chain.rpcUrl} answers with chain id ${chainId}, not ${chain.chainId}`)
    if (Date.now() > deadline)
      throw new Error(`anvil for ${chain.name} did not answer within ${READY_TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** @returns {Record<'TestUSDC' | 'TestGold' | 'DevCollectible', { abi: import('viem').Abi, bytecode: `0x${string}` }>} */
function loadArtifacts() {
  return JSON.parse(readFileSync(path.join(here, 'artifacts.json'), 'utf8')).contracts
}

/**
 * Deploys USDC (nonce 0) and GOLD (nonce 1) from account 0, minting to the funded accounts.
 * @param {{ name: string, chainId: number, rpcUrl: string }} chain
 * @param {ReturnType<typeof devAccounts>} accounts
 * @returns {Promise<DevnetTokens>}
 */
async function deployTokens(chain, accounts) {
  const artifacts = loadArtifacts()
  const viemChain = devnetChain(chain)
  const transport = http(chain.rpcUrl)
  const deployer = accounts[0]
  const wallet = createWalletClient({ account: deployer, chain: viemChain, transport })
  const client = createPublicClient({ chain: viemChain, transport })

  // The addresses are deterministic only on a fresh chain; refuse a node that has history.
  const nonce = await client.getTransactionCount({ address: deployer.address })
  if (nonce !== 0)
    throw new Error(`${chain.name} is not fresh (deployer nonce ${nonce}): addresses would differ`)

  // The liquidity account takes LIQUIDITY_ALLOTMENTS allotments (one per entry) for the pools.
  const liquidity = liquidityAccount().address
  const holders = [
    ...accounts.map((account) => account.address),
    ...Array.from({ length: LIQUIDITY_ALLOTMENTS }, () => liquidity),
  ]
  const expected = expectedTokens()
  /** @type {Partial<DevnetTokens>} */
  const tokens = {}
  for (const [key, contract, amountEach, n] of /** @type {const} */ ([
    ['usdc', 'TestUSDC', USDC_PER_ACCOUNT, 0],
    ['gold', 'TestGold', GOLD_PER_ACCOUNT, 1],
  ])) {
    const hash = await wallet.deployContract({
      abi: artifacts[contract].abi,
      bytecode: artifacts[contract].bytecode,
      args: [holders, amountEach],
      nonce: n,
    })
    // anvil mines each transaction as it arrives, so the receipt is there at the first poll.
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const address = receipt.contractAddress
    if (receipt.status !== 'success' || !address || !isAddressEqual(address, expected[key]))
      throw new Error(
        `${contract} deployment on ${chain.name} failed (${receipt.status}, at ${address})`,
      )
    tokens[key] = expected[key] // checksummed; the receipt's is lower case
  }
  return /** @type {DevnetTokens} */ (tokens)
}

/**
 * Deploys the NFT collection (nonce 0 of its own deployer account), minting its items to the
 * development accounts (COLLECTIBLES_PER_ACCOUNT): one transaction.
 * @param {{ name: string, chainId: number, rpcUrl: string }} chain
 * @param {ReturnType<typeof devAccounts>} accounts
 * @returns {Promise<`0x${string}`>}
 */
async function deployCollectible(chain, accounts) {
  const artifact = loadArtifacts().DevCollectible
  const viemChain = devnetChain(chain)
  const transport = http(chain.rpcUrl)
  const wallet = createWalletClient({ account: collectibleDeployer(), chain: viemChain, transport })
  const client = createPublicClient({ chain: viemChain, transport })
  const hash = await wallet.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: [
      COLLECTIBLE.name,
      COLLECTIBLE.symbol,
      COLLECTIBLE.baseUri,
      collectibleHolders(accounts.map((account) => account.address)),
    ],
    nonce: 0,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const expected = expectedCollectible()
  const address = receipt.contractAddress
  if (receipt.status !== 'success' || !address || !isAddressEqual(address, expected))
    throw new Error(
      `DevCollectible deployment on ${chain.name} failed (${receipt.status}, at ${address})`,
    )
  return expected
}

/**
 * Starts both devnet nodes, deploys and funds the tokens, and resolves once all is ready.
 * @param {{ mainnetPort?: number, basePort?: number }} [options]
 * @returns {Promise<Devnet>}
 */
export async function startDevnet({ mainnetPort = 8545, basePort = 8546 } = {}) {
  const ports = { mainnet: mainnetPort, base: basePort }
  const specs = DEVNET_CHAINS.map(({ key, name, chainId }) => ({
    name,
    chainId,
    rpcUrl: `http://127.0.0.1:${ports[key]}`,
  }))
  // Otherwise the readiness check would take another program's answer for our node's.
  for (const spec of specs)
    if ((await chainIdAt(spec.rpcUrl)) !== undefined)
      throw new Error(`something already answers on ${spec.rpcUrl}; stop it or pick another port`)

  const nodes = specs.map((spec) =>
    spawnAnvil({ port: Number(new URL(spec.rpcUrl).port), chainId: spec.chainId }),
  )
  const stop = async () => {
    await Promise.all(nodes.map(stopNode))
  }
  try {
    const accounts = devAccounts(FUNDED_ACCOUNTS)
    // Both nodes start and are deployed to in parallel: the start time is one node's, not two.
    const chains = await Promise.all(
      specs.map(async (spec, i) => {
        await waitUntilReady(/** @type {ReturnType<typeof spawnAnvil>} */ (nodes[i]), spec)
        const tokens = await deployTokens(spec, accounts)
        // The collection (its own deployer) beside the exchange, after the tokens: the items'
        // mint always comes after the token mints in the accounts' history.
        const [collectible, uniswap] = await Promise.all([
          deployCollectible(spec, accounts),
          deployUniswap({ ...spec, chain: devnetChain(spec), tokens }),
        ])
        return { ...spec, tokens, uniswap, collectible }
      }),
    )
    return { chains, accounts: accounts.map((account) => account.address), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
