// Runs the local services (demo/services/server.ts) from plain Node: Node 20 cannot load .ts,
// so Vite's SSR loader (server/runUntilSignal.mjs) compiles server.ts and everything it imports from core/ (the shared zod
// schemas) on the fly. No config file is read: this Vite instance serves no page.
//
//   node demo/services/run.mjs
//
// Environment: PORTICO_SERVICES_PORT (default 5174, 0 for a free one), PORTICO_SERVICES_CHAINS
// (a JSON array of { caipNetworkId, rpcUrl, tokens: [{ address, symbol, name, decimals }] }, or
// the path of a file holding it), PORTICO_ALLOWED_ORIGINS (comma-separated, added to the demo
// page's origins). Prints `services listening on <url>` when ready; stops on SIGINT/SIGTERM.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runUntilSignal } from '../../server/runUntilSignal.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function readChains(value) {
  if (!value) return undefined
  const text = existsSync(value) ? readFileSync(value, 'utf8') : value
  return JSON.parse(text)
}

await runUntilSignal({
  repoRoot,
  name: 'services',
  start: async (load) => {
    const { startServices } = await load('/demo/services/server.ts')
    const services = await startServices({
      port: Number(process.env.PORTICO_SERVICES_PORT ?? 5174),
      chains: readChains(process.env.PORTICO_SERVICES_CHAINS),
    })
    return { readyLine: `services listening on ${services.url}`, stop: () => services.stop() }
  },
})
