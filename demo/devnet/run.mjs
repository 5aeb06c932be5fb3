// The devnet as a program of its own, for `npm run demo` (demo/start.mjs runs it as one of its
// SERVICES): starts it on PORTICO_MAINNET_PORT / PORTICO_BASE_PORT (8545 / 8546 by default),
// prints where everything is, and stops both anvil nodes on SIGINT or SIGTERM.
//
// Its last line once ready is READY_MARKER followed by the devnet as JSON: demo/start.mjs waits
// for it (the nodes answer before the tokens are deployed) and prints it in its summary.
import { startDevnet } from './start.mjs'

export const READY_MARKER = 'devnet ready '

const started = performance.now()
const devnet = await startDevnet({
  mainnetPort: Number(process.env.PORTICO_MAINNET_PORT ?? 8545),
  basePort: Number(process.env.PORTICO_BASE_PORT ?? 8546),
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await devnet.stop()
  process.exit(0)
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())

for (const chain of devnet.chains)
  console.log(
    `${chain.name} (chain id ${chain.chainId}): ${chain.rpcUrl}  ` +
      `USDC ${chain.tokens.usdc}  GOLD ${chain.tokens.gold}  ` +
      `Uniswap V2 router ${chain.uniswap.router} (WETH ${chain.uniswap.weth})`,
  )
console.log(`funded accounts (anvil's default mnemonic): ${devnet.accounts.join(', ')}`)
console.log(`started in ${Math.round(performance.now() - started)} ms`)
const { chains, accounts } = devnet
console.log(READY_MARKER + JSON.stringify({ chains, accounts }))
