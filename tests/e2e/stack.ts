import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { serviceChainOf, startDevnet, type Devnet } from '../../demo/devnet/start.mjs'
import { react18Aliases } from '../../demo/react18/aliases.mjs'
import { publicEntryAliases } from '../../entries.mjs'
import { startServices, type RunningServices } from '../../demo/services/server'
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs'
import { freePort } from '../support/freePort'

export const hasChromium = existsSync(CHROMIUM)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface Stack {
  devnet: Devnet
  services: RunningServices | undefined
  pageUrl: string
  browser: Browser
  /** Stops the services alone (the kit must cope), leaving devnet and page up. */
  stopServices(): Promise<void>
  stop(): Promise<void>
}

/**
 * The demo stack of `npm run demo`, on free ports, for one suite: the devnet, the local
 * services reading it, the demo page served by Vite, and Debian's Chromium. `stop` tears down
 * whatever was started, also after a failed start. `react: 18` serves the page on React 18
 * (demo/react18), as `PORTICO_REACT=18 npm run demo` does.
 */
export async function startStack({ react }: { react?: 18 } = {}): Promise<Stack> {
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    const [mainnetPort, basePort, servicesPort, pagePort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ])
    const devnet = await startDevnet({ mainnetPort, basePort })
    stops.push(() => devnet.stop())

    const pageOrigin = `http://127.0.0.1:${pagePort}`
    let services: RunningServices | undefined = await startServices({
      port: servicesPort,
      allowedOrigins: [pageOrigin],
      logErrors: false,
      chains: devnet.chains.map(serviceChainOf),
    })
    const stopServices = async () => {
      const running = services
      services = undefined
      await running?.stop()
    }
    stops.push(stopServices)

    // The page reads where things run from Vite's env, as under `npm run demo`.
    process.env.VITE_PORTICO_SERVICES_PORT = String(servicesPort)
    process.env.VITE_PORTICO_MAINNET_PORT = String(mainnetPort)
    process.env.VITE_PORTICO_BASE_PORT = String(basePort)
    const vite: ViteDevServer = await createServer({
      configFile: false,
      root: path.join(repoRoot, 'demo', 'host'),
      logLevel: 'silent',
      server: {
        host: '127.0.0.1',
        port: pagePort,
        strictPort: true,
        fs: { allow: [repoRoot] },
        // No reload under a running test when a source file is saved meanwhile.
        hmr: false,
      },
      // The kit's public entries by their names (the plugins import portico/plugin), as in
      // vite.config.ts; and React 18 when asked for.
      resolve: { alias: [...publicEntryAliases, ...(react === 18 ? react18Aliases() : [])] },
      // Pre-bundled apart on React 18: the suites' servers run side by side, and in the cache
      // they share this one's React would replace theirs.
      ...(react === 18 && { cacheDir: path.join(repoRoot, 'node_modules', '.vite-react18') }),
    })
    await vite.listen()
    stops.push(() => vite.close())

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    stops.push(() => browser.close())

    return {
      devnet,
      get services() {
        return services
      },
      pageUrl: `${pageOrigin}/`,
      browser,
      stopServices,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** A fresh browser context (its own storage) that may only talk to 127.0.0.1. */
export async function newPage(stack: Stack, query = '?autoApprove=1') {
  const context = await stack.browser.newContext()
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  )
  const page = await context.newPage()
  await page.goto(`${stack.pageUrl}${query}`)
  return { page, context }
}
