// Runs the demo's Sign In With Farcaster stand-in (demo/farcaster/standIn.ts: the relay's
// channels, the custody registry, the page that plays the Farcaster app) from plain Node,
// compiled on the fly by Vite's SSR loader (server/runUntilSignal.mjs).
//
//   node demo/farcaster/run.mjs
//
// Environment: PORTICO_FARCASTER_PORT (default 5178). Prints `farcaster stand-in listening on
// <url>`; stops on SIGINT/SIGTERM.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runUntilSignal } from '../../server/runUntilSignal.mjs'

await runUntilSignal({
  repoRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  name: 'farcaster stand-in',
  describeError: (error) => (error instanceof Error ? error.message : error),
  async start(load) {
    const { startFarcasterStandIn } = await load('/demo/farcaster/standIn.ts')
    const standIn = await startFarcasterStandIn({
      port: Number(process.env.PORTICO_FARCASTER_PORT ?? 5178),
    })
    return {
      readyLine: `farcaster stand-in listening on ${standIn.url}`,
      stop: () => standIn.stop(),
    }
  },
})
