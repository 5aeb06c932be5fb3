// Runs the auth service from plain Node, configured by its environment (server/config.ts lists
// every variable). Node 20 cannot load .ts, so Vite's SSR loader compiles server/ on the fly
// (server/runUntilSignal.mjs); no config file is read and no page is served by Vite.
//
//   PORTICO_AUTH_FRAME_DIR=dist/frame node server/run.mjs
//
// Prints `auth service listening on <url>` when ready; stops on SIGINT/SIGTERM.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runUntilSignal } from './runUntilSignal.mjs'

await runUntilSignal({
  repoRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  name: 'auth service',
  describeError: (error) => (error instanceof Error ? error.message : error),
  async start(load) {
    const { configFromEnv } = await load('/server/config.ts')
    const { startAuthService } = await load('/server/service.ts')
    const { createLogger } = await load('/server/log.ts')
    const config = await configFromEnv(process.env)
    // JSON lines on standard output (server/log.ts); /metrics only where config.metrics says.
    const logger = createLogger({ level: config.logLevel })
    const service = await startAuthService({
      ...config,
      logger,
      delistMs: config.shutdownDelistMs,
    })
    const database =
      config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.dataDir
    console.log(`auth service database: ${database}; frame: ${config.frameDir ?? 'not served'}`)
    if (service.metricsUrl) console.log(`auth service metrics on ${service.metricsUrl}/metrics`)
    return { readyLine: `auth service listening on ${service.url}`, stop: () => service.stop() }
  },
})
