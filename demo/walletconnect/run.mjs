// Runs the local WalletConnect relay and Verify stand-in (demo/walletconnect/server.ts) from
// plain Node: Node 20 cannot load .ts, so Vite's SSR loader compiles it on the fly (as
// demo/services/run.mjs does). No config file is read: this Vite instance serves no page.
//
//   node demo/walletconnect/run.mjs
//
// Environment: PORTICO_WALLETCONNECT_PORT (default 5180, 0 for a free one). Prints
// `walletconnect listening on <relay url> (Verify <verify url>)` when ready; stops on
// SIGINT/SIGTERM.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const vite = await createServer({
  root: repoRoot,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  // No HMR socket either: another service's loader may hold Vite's default port.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})

let stack
try {
  const { startWalletConnect } = await vite.ssrLoadModule('/demo/walletconnect/server.ts')
  stack = await startWalletConnect({
    port: Number(process.env.PORTICO_WALLETCONNECT_PORT ?? 5180),
    log: (line) => console.log(line),
  })
} catch (error) {
  console.error('walletconnect failed to start:', error)
  await vite.close()
  process.exit(1)
}
console.log(`walletconnect listening on ${stack.relayUrl} (Verify ${stack.verifyUrl})`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await stack.stop()
  await vite.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
