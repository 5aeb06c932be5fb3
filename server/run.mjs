// Runs the auth service from plain Node, configured by its environment (server/config.ts lists
// every variable). Node 20 cannot load .ts, so Vite's SSR loader compiles server/ on the fly,
// as demo/services/run.mjs does; no config file is read and no page is served by Vite.
//
//   PORTICO_AUTH_FRAME_DIR=dist/frame node server/run.mjs
//
// Prints `auth service listening on <url>` when ready; stops on SIGINT/SIGTERM.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const vite = await createServer({
  root: repoRoot,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  // No HMR socket either: nothing here is a page.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})

let service
try {
  const { configFromEnv } = await vite.ssrLoadModule('/server/config.ts')
  const { startAuthService } = await vite.ssrLoadModule('/server/service.ts')
  const config = await configFromEnv(process.env)
  service = await startAuthService({ ...config, log: (line) => console.log(line) })
  const database =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.dataDir
  console.log(`auth service database: ${database}; frame: ${config.frameDir ?? 'not served'}`)
} catch (error) {
  console.error('auth service failed to start:', error instanceof Error ? error.message : error)
  await vite.close()
  process.exit(1)
}
console.log(`auth service listening on ${service.url}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await service.stop()
  await vite.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
