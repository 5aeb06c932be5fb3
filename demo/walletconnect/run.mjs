// Runs the local WalletConnect relay and Verify stand-in (demo/walletconnect/server.ts) from
// plain Node: Node 20 cannot load .ts, so Vite's SSR loader compiles it on the fly
// (server/runUntilSignal.mjs). No config file is read: this Vite instance serves no page.
//
//   node demo/walletconnect/run.mjs
//
// Environment: PORTICO_WALLETCONNECT_PORT (default 5180, 0 for a free one). Prints
// `walletconnect listening on <relay url> (Verify <verify url>)` when ready; stops on
// SIGINT/SIGTERM.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runUntilSignal } from '../../server/runUntilSignal.mjs'

await runUntilSignal({
  repoRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  name: 'walletconnect',
  async start(load) {
    const { startWalletConnect } = await load('/demo/walletconnect/server.ts')
    const stack = await startWalletConnect({
      port: Number(process.env.PORTICO_WALLETCONNECT_PORT ?? 5180),
      log: (line) => console.log(line),
    })
    return {
      readyLine: `walletconnect listening on ${stack.relayUrl} (Verify ${stack.verifyUrl})`,
      stop: () => stack.stop(),
    }
  },
})
