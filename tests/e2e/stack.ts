import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll } from 'vitest'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import {
  serviceChainOf,
  startDevnet,
  type Devnet,
  type DevnetTokens,
} from '../../demo/devnet/start.mjs'
import { react18Aliases } from '../../demo/react18/aliases.mjs'
import { publicEntryAliases } from '../../entries.mjs'
import { startServices, type RunningServices } from '../../demo/services/server'
import { startEmailServices, type EmailServices } from '../../demo/mail/emailServices'
import { startWalletConnect, type WalletConnectStack } from '../../demo/walletconnect/server'
import { CHROMIUM, CHROMIUM_ARGS } from '../support/chromium.mjs'
import { freePort } from '../support/freePort'
import { sharedBuild } from '../support/sharedBuild'
import { buildFrame } from '../../frame/build.mjs'
import { staticServer } from '../support/staticServer'
import { startSocialStandIns, type SocialStandIns } from '../support/social/standIns'

export const hasChromium = existsSync(CHROMIUM)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface Stack {
  devnet: Devnet
  services: RunningServices | undefined
  /** With `email: true` only: the auth service (serving the frame) and the SMTP sink. */
  email?: EmailServices
  /** With `socials: true` only: the OpenID Connect and Farcaster stand-ins the auth service uses. */
  socials?: SocialStandIns
  /** With `walletConnect: true` only: the local relay and Verify stand-in the page uses. */
  walletConnect?: WalletConnectStack
  pageUrl: string
  browser: Browser
  /** Stops the services alone (the kit must cope), leaving devnet and page up. */
  stopServices(): Promise<void>
  stop(): Promise<void>
}

/**
 * The demo page (demo/host) built by Vite into `outDir`, on React 18 when asked for. Built
 * once per test run for every suite (sharedBuild): where each suite's stack is (ports, service
 * addresses) is written into the page when it is served (stackHeadHtml), not into the build.
 *
 * Built, not served by a Vite dev server: the suites run side by side, and each dev server
 * pre-bundles the page's dependencies into the one shared cache (node_modules/.vite/deps),
 * replacing the folder another server is serving from. Rolldown names the pre-bundled
 * chunks differently on each run, so the other server's page then asked for chunks that
 * were gone (504 "Outdated Optimize Dep"), its modules never ran, and that suite's page
 * stayed blank: 'Connect Wallet' never appeared, for every test of the suite. A build shares
 * no cache with a dev server, and a page of one bundle loads fast on a busy machine.
 */
async function buildDemoPage(outDir: string, { react }: { react?: 18 }): Promise<void> {
  await build({
    configFile: false,
    root: path.join(repoRoot, 'demo', 'host'),
    logLevel: 'silent',
    // As the dev server of `npm run demo` runs it: React's and the kit's development
    // builds, with their checks and warnings.
    mode: 'development',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    // Nothing of the build in the project's cache folder either.
    cacheDir: `${outDir}.vite-cache`,
    // The kit's public entries by their names (the plugins import portico/plugin), as in
    // vite.config.ts; and React 18 when asked for.
    resolve: { alias: [...publicEntryAliases, ...(react === 18 ? react18Aliases() : [])] },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      // Every page of demo/host (the shop, the Mailbox, the mobile wallet...), each an entry.
      rolldownOptions: { input: demoHostPages() },
    },
  })
}

/**
 * Where a suite's stack is, for the demo pages (demo/host/stackEnv.ts reads it): a script
 * setting window.__PORTICO_DEMO_STACK__, the VITE_* variables `npm run demo` would give.
 */
function stackHeadHtml(env: Record<string, string>): string {
  // '<' escaped, so no value can close the script early.
  const json = JSON.stringify(env).replaceAll('<', '\\u003c')
  return `<script>window.__PORTICO_DEMO_STACK__ = ${json}</script>`
}

/** Every demo/host/*.html by its name: the pages a build of the demo serves. */
function demoHostPages(): Record<string, string> {
  const root = path.join(repoRoot, 'demo', 'host')
  return Object.fromEntries(
    readdirSync(root)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [name.slice(0, -'.html'.length), path.join(root, name)]),
  )
}

// How often a devnet start is tried, each time on other ports (startDevnetOnFreePorts).
const DEVNET_START_ATTEMPTS = 3

/**
 * The devnet on two free ports. anvil must be told its ports, and between freePort's answer
 * and anvil's bind another suite's node or any outgoing connection may take one: a start
 * that loses such a race is tried again on other ports, up to DEVNET_START_ATTEMPTS times.
 */
async function startDevnetOnFreePorts(): Promise<{
  devnet: Devnet
  mainnetPort: number
  basePort: number
}> {
  for (let attempt = 1; ; attempt++) {
    const [mainnetPort, basePort] = await Promise.all([freePort(), freePort()])
    try {
      return { devnet: await startDevnet({ mainnetPort, basePort }), mainnetPort, basePort }
    } catch (error) {
      if (attempt >= DEVNET_START_ATTEMPTS) throw error
    }
  }
}

export interface StackOptions {
  /** The page on React 18 (demo/react18). */
  react?: 18
  /** Also start the auth service (with the frame build) and the SMTP sink + its mail API. */
  email?: boolean
  /**
   * The host name the browser reaches the page and the auth service by (both listen on
   * 127.0.0.1 either way): `localhost` for passkeys, which WebAuthn takes on a domain only, not
   * on an IP address. Both alike, so the wallet frame stays same-site with the page: Chromium
   * here denies a cross-site frame its localStorage.
   */
  hostName?: 'localhost'
  /**
   * The page on http://localhost and the auth service (the wallet frame) on http://127.0.0.1:
   * two sites, as a shop and its wallet provider are, so Chromium denies the wallet frame its
   * storage (third-party storage blocked) and the kit offers the wallet window.
   */
  crossSite?: boolean
  /** Also start the WalletConnect relay (+ Verify) and turn WalletConnect on in the page. */
  walletConnect?: boolean
  /**
   * With `email`: also start the OpenID Connect and Farcaster stand-ins and give them to the auth
   * service, as `npm run demo` does (without them the socials section's sign-ins fail there).
   */
  socials?: boolean
}

/**
 * One stack for the enclosing suite: started before its tests, stopped after them (also
 * when the start failed half-way). Returns a getter, as the stack exists only once started.
 */
export function stackForSuite(options: StackOptions = {}): () => Stack {
  let stack: Stack | undefined
  beforeAll(async () => {
    stack = await startStack(options)
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
  }, 60_000)
  return () => {
    if (!stack) throw new Error('The stack is started before the suite runs its tests')
    return stack
  }
}

/**
 * The demo stack of `npm run demo`, on free ports, for one suite: the devnet, the local
 * services reading it, the demo page (built once per run, see buildDemoPage) on a static
 * server, and Debian's Chromium. `stop` tears down whatever was started, also after a failed
 * start. `react: 18` serves the page on React 18 (demo/react18), as `PORTICO_REACT=18 npm run
 * demo` does.
 */
export async function startStack({
  react,
  email: withEmail,
  hostName,
  crossSite,
  walletConnect: withWalletConnect,
  socials: withSocials,
}: StackOptions = {}): Promise<Stack> {
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    // The page's server listens first, on a port of its own choosing: its origin is one the
    // services must allow. It serves the page once built, below.
    const pageServer = await staticServer()
    stops.push(() => pageServer.close())
    const pageAddress = new URL(pageServer.origin)
    if (hostName) pageAddress.hostname = hostName
    // The auth service stays on 127.0.0.1 (startEmailServices' default): another site.
    if (crossSite) pageAddress.hostname = 'localhost'
    const pageOrigin = pageAddress.origin

    const { devnet, mainnetPort, basePort } = await startDevnetOnFreePorts()
    stops.push(() => devnet.stop())

    let services: RunningServices | undefined = await startServices({
      // A port of its own choosing too.
      port: 0,
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

    // Social sign-in's stand-ins, only for the suites that sign in with them.
    const socials = withEmail && withSocials ? await startSocialStandIns() : undefined
    if (socials) stops.push(() => socials.stop())
    // The e-mail sign-in's own services, only for the suites that ask (they cost a frame build).
    const email = withEmail
      ? await startEmailServices({
          pageOrigin,
          frameDir: await sharedBuild('frame', buildFrame),
          chains: devnet.chains,
          ...(hostName && { authHost: hostName }),
          ...(socials && { authPort: socials.authPort, social: socials.social }),
        })
      : undefined
    if (email) stops.push(() => email.stop())
    // The WalletConnect relay, only for the suites that pair (the page keeps it off otherwise).
    const walletConnect = withWalletConnect ? await startWalletConnect() : undefined
    if (walletConnect) stops.push(() => walletConnect.stop())
    const servicesPort = new URL(services.url).port

    const pageDir = await sharedBuild(react === 18 ? 'demo-page-react18' : 'demo-page', (outDir) =>
      buildDemoPage(outDir, { react }),
    )
    pageServer.serve(pageDir, {
      headHtml: stackHeadHtml({
        VITE_PORTICO_SERVICES_PORT: servicesPort,
        VITE_PORTICO_MAINNET_PORT: String(mainnetPort),
        VITE_PORTICO_BASE_PORT: String(basePort),
        // Empty without `email`: the page then offers no e-mail login and no Mailbox link.
        VITE_PORTICO_AUTH_URL: email?.authUrl ?? '',
        VITE_PORTICO_MAIL_URL: email?.mailUrl ?? '',
        // Empty without `walletConnect`: the page then keeps WalletConnect off.
        VITE_PORTICO_WC_RELAY_URL: walletConnect?.relayUrl ?? '',
        VITE_PORTICO_WC_VERIFY_URL: walletConnect?.verifyUrl ?? '',
      }),
    })

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    stops.push(() => browser.close())

    return {
      devnet,
      email,
      ...(socials && { socials }),
      walletConnect,
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

/**
 * A fresh browser context (its own storage) that may only talk to 127.0.0.1. The default
 * query turns the demo shop's required sign-in off (`signIn=off`), so that suites which are
 * not about sign-in are not stopped by its view; tests/e2e/siwx.e2e.test.ts leaves it on.
 */
export async function newPage(stack: Stack, query = '?autoApprove=1&signIn=off') {
  const context = await stack.browser.newContext()
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  )
  const page = await context.newPage()
  await page.goto(`${stack.pageUrl}${query}`)
  return { page, context }
}

/** `owner`'s balance of one of the devnet's tokens on Local Mainnet, read from its node. */
export async function tokenBalance(
  stack: Stack,
  token: keyof DevnetTokens,
  owner: Address | undefined,
): Promise<bigint> {
  const [mainnet] = stack.devnet.chains
  if (!mainnet || !owner) throw new Error('no Local Mainnet or no owner')
  return createPublicClient({ transport: http(mainnet.rpcUrl) }).readContract({
    address: mainnet.tokens[token],
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

/**
 * A fresh page with Demo Wallet connected and the Account view open. Without `autoApprove` in
 * the query, the wallet's own prompt is approved here.
 */
export async function connectDemoWallet(stack: Stack, query = '?autoApprove=1&signIn=off') {
  const { page, context } = await newPage(stack, query)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Demo Wallet/ }).click()
  if (!new URLSearchParams(query).has('autoApprove')) {
    await page
      .getByRole('alertdialog', { name: 'Demo Wallet request' })
      .getByRole('button', { name: 'Approve' })
      .click()
  }
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: '0xf39F…2266' }).click()
  return { page, context, dialog: page.getByRole('dialog') }
}
