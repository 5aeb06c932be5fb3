// The process around a service run from plain Node (server/run.mjs, and the runners of the
// local stack's stand-ins): Node 20 cannot load .ts, so a Vite SSR loader rooted at the
// repository compiles the service's modules on the fly (no config file is read, no page is
// served). Prints the service's ready line once it has started, and stops it, then the loader,
// on SIGINT/SIGTERM; a failure to start is printed and exits with status 1.
import { createServer } from 'vite'

/**
 * @param {object} options
 * @param {string} options.repoRoot the repository, whose files `load` takes by /-rooted path
 * @param {string} options.name the service, for `<name> failed to start: ...`
 * @param {(load: (file: string) => Promise<Record<string, any>>) =>
 *   Promise<{ readyLine: string, stop: () => Promise<void> }>} options.start starts the service;
 *   if it throws, it has already stopped whatever part of it had started
 * @param {(error: unknown) => unknown} [options.describeError] what to print of a start failure
 */
export async function runUntilSignal({ repoRoot, name, start, describeError = (error) => error }) {
  const vite = await createServer({
    root: repoRoot,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    // Nothing here runs in a browser, so no browser dependencies to pre-bundle. Left on, the
    // optimizer would crawl every .html under the repository (the demo pages, the bench, the
    // generated API docs, built frames), pre-bundle their imports for nothing, print
    // "Failed to run dependency scan" where one does not resolve (the package's own entries
    // before a build), and replace the demo page server's pre-bundle in the shared
    // node_modules/.vite. noDiscovery with nothing to include turns it off.
    optimizeDeps: { noDiscovery: true, include: [] },
    // No HMR socket either: nothing here is a page, and another loader may hold Vite's port.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  })

  let service
  try {
    service = await start((file) => vite.ssrLoadModule(file))
  } catch (error) {
    console.error(`${name} failed to start:`, describeError(error))
    await vite.close()
    process.exit(1)
  }
  console.log(service.readyLine)

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
}
