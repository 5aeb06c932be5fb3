// npm run demo: starts everything the demo needs, prints where to open it, and stops it all on
// Ctrl-C or SIGTERM.
//
// Each entry of SERVICES is one child process, started in list order (each waits until its URL
// answers, and until it prints its `readyLine` if it has one) and stopped in reverse order. The
// stand-ins of the remote services are added here as further entries, before the host page.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serviceChainOf } from './devnet/start.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js')

// vite.config.ts reads the same variable, so the server and the printed URL agree.
const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? 5173)
const demoUrl = `http://127.0.0.1:${demoPort}/`
// demo/devnet/run.mjs reads the same variables.
const mainnetPort = Number(process.env.PORTICO_MAINNET_PORT ?? 8545)
const basePort = Number(process.env.PORTICO_BASE_PORT ?? 8546)
// demo/services/run.mjs reads the same variable; the host page learns it through Vite.
const servicesPort = Number(process.env.PORTICO_SERVICES_PORT ?? 5174)
// demo/walletconnect/run.mjs reads the same variable: the relay (ws://) and Verify (http://).
const walletConnectPort = Number(process.env.PORTICO_WALLETCONNECT_PORT ?? 5180)
// E-mail sign-in: the auth service (server/run.mjs via demo/mail/runAuth.mjs, serving the
// frame) and the SMTP sink with its HTTP API for the Mailbox page (demo/mail/run.mjs).
const authPort = Number(process.env.PORTICO_AUTH_PORT ?? 5175)
const mailPort = Number(process.env.PORTICO_MAIL_PORT ?? 5176)
const smtpPort = Number(process.env.PORTICO_MAIL_SMTP_PORT ?? 2525)
// Social sign-in: the OpenID Connect stand-in (demo/oidc/run.mjs: Google, GitHub and the others,
// one issuer each, the auth service their client, with a secret made for this run) and the
// Sign In With Farcaster stand-in (demo/farcaster/run.mjs: relay, custody registry, app page).
const oidcPort = Number(process.env.PORTICO_OIDC_PORT ?? 5177)
const farcasterPort = Number(process.env.PORTICO_FARCASTER_PORT ?? 5178)
const oidcClientSecret = randomBytes(24).toString('base64url')
const SOCIAL_PROVIDER_NAMES = ['google', 'github', 'discord', 'x', 'apple', 'facebook']

/** What the devnet printed after its ready marker: { chains, accounts } (demo/devnet/run.mjs). */
let devnetInfo

const SERVICES = [
  {
    name: 'devnet',
    command: process.execPath,
    args: [path.join(repoRoot, 'demo', 'devnet', 'run.mjs')],
    env: { PORTICO_MAINNET_PORT: String(mainnetPort), PORTICO_BASE_PORT: String(basePort) },
    url: `http://127.0.0.1:${mainnetPort}/`,
    // The nodes answer before the tokens are deployed; run.mjs prints this line when all is.
    readyLine: 'devnet ready ',
    onReady: (json) => {
      devnetInfo = JSON.parse(json)
    },
  },
  {
    name: 'services',
    command: process.execPath,
    args: [path.join(repoRoot, 'demo', 'services', 'run.mjs')],
    // A function: the devnet's token addresses are known only once it is ready.
    env: () => ({
      PORTICO_SERVICES_PORT: String(servicesPort),
      PORTICO_DEMO_PORT: String(demoPort),
      PORTICO_SERVICES_CHAINS: JSON.stringify((devnetInfo?.chains ?? []).map(serviceChainOf)),
    }),
    url: `http://127.0.0.1:${servicesPort}/`,
  },
  {
    name: 'walletconnect',
    command: process.execPath,
    args: [path.join(repoRoot, 'demo', 'walletconnect', 'run.mjs')],
    env: { PORTICO_WALLETCONNECT_PORT: String(walletConnectPort) },
    url: `http://127.0.0.1:${walletConnectPort}/`,
  },
  {
    name: 'mail',
    command: process.execPath,
    args: [path.join(repoRoot, 'demo', 'mail', 'run.mjs')],
    env: {
      PORTICO_MAIL_PORT: String(mailPort),
      PORTICO_MAIL_SMTP_PORT: String(smtpPort),
      PORTICO_DEMO_PORT: String(demoPort),
    },
    url: `http://127.0.0.1:${mailPort}/messages`,
  },
  {
    name: 'oidc',
    command: process.execPath,
    args: [path.join(repoRoot, 'demo', 'oidc', 'run.mjs')],
    env: {
      PORTICO_OIDC_PORT: String(oidcPort),
      PORTICO_OIDC_CLIENT_SECRET: oidcClientSecret,
      PORTICO_OIDC_REDIRECT_URI: `http://127.0.0.1:${authPort}/v1/social/callback`,
    },
    url: `http://127.0.0.1:${oidcPort}/github/.well-known/openid-configuration`,
  },
  {
    name: 'farcaster',
    command: process.execPath,
    args: [path.join(repoRoot, 'demo', 'farcaster', 'run.mjs')],
    env: { PORTICO_FARCASTER_PORT: String(farcasterPort) },
    url: `http://127.0.0.1:${farcasterPort}/`,
  },
  {
    name: 'auth',
    command: process.execPath,
    args: [path.join(repoRoot, 'demo', 'mail', 'runAuth.mjs')],
    // A function: the devnet's chains are known only once it is ready.
    env: () => ({
      // The demo is a development stack (http origins, generated secrets); said outright, as
      // building the frame first sets NODE_ENV=production in that process.
      PORTICO_AUTH_ENV: 'development',
      PORTICO_AUTH_PORT: String(authPort),
      PORTICO_AUTH_SMTP_PORT: String(smtpPort),
      PORTICO_AUTH_FRAME_ANCESTORS: `http://127.0.0.1:${demoPort},http://localhost:${demoPort}`,
      PORTICO_AUTH_SOCIAL_PROVIDERS: JSON.stringify(
        SOCIAL_PROVIDER_NAMES.map((name) => ({
          name,
          issuer: `http://127.0.0.1:${oidcPort}/${name}`,
          clientId: 'portico-auth',
          clientSecret: oidcClientSecret,
        })),
      ),
      PORTICO_AUTH_FARCASTER_RELAY_URL: `http://127.0.0.1:${farcasterPort}`,
      PORTICO_AUTH_FARCASTER_REGISTRY_URL: `http://127.0.0.1:${farcasterPort}`,
      PORTICO_AUTH_CHAINS: JSON.stringify(
        (devnetInfo?.chains ?? []).map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      ),
    }),
    url: `http://127.0.0.1:${authPort}/v1/chains`,
    // It builds the frame app first.
    readyTimeoutMs: 120_000,
  },
  {
    name: 'host page',
    command: process.execPath,
    // Plain `vite` in serve mode: vite.config.ts gives it the demo/host root, host and port.
    args: [viteBin, '--config', path.join(repoRoot, 'vite.config.ts')],
    env: {
      PORTICO_DEMO_PORT: String(demoPort),
      // Read by the page (import.meta.env): where its services and chains are.
      VITE_PORTICO_SERVICES_PORT: String(servicesPort),
      VITE_PORTICO_MAINNET_PORT: String(mainnetPort),
      VITE_PORTICO_BASE_PORT: String(basePort),
      // WalletConnect on, through the local relay; the demo mobile wallet uses it too.
      VITE_PORTICO_WC_RELAY_URL: `ws://127.0.0.1:${walletConnectPort}`,
      VITE_PORTICO_WC_VERIFY_URL: `http://127.0.0.1:${walletConnectPort}`,
      // E-mail sign-in (the frame at <auth>/frame/) and the Mailbox page's mail API.
      VITE_PORTICO_AUTH_URL: `http://127.0.0.1:${authPort}`,
      VITE_PORTICO_MAIL_URL: `http://127.0.0.1:${mailPort}`,
    },
    url: demoUrl,
  },
]

const READY_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 5_000

/** Prefixes each line a child prints with its name, so interleaved output stays readable. */
function pipeLines(stream, name, out, onLine = () => false) {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (text) => {
    const lines = (rest + text).split('\n')
    rest = lines.pop() ?? ''
    // onLine returns true for a line it consumed (a ready marker), which is not echoed.
    for (const line of lines) if (!onLine(line)) out.write(`[${name}] ${line}\n`)
  })
  stream.on('end', () => {
    if (rest) out.write(`[${name}] ${rest}\n`)
  })
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) })
    return true
  } catch {
    return false
  }
}

const running = [] // { name, child, exited: Promise<void> }, in start order
let stopping = false

/** Starts one service and resolves once its URL answers; rejects if it exits or times out first. */
async function start(service) {
  // Otherwise the readiness check below would take the other program's answer for ours.
  if (await answers(service.url))
    throw new Error(
      `something else already answers on ${service.url}; stop it or pick another port`,
    )
  const child = spawn(service.command, service.args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...(typeof service.env === 'function' ? service.env() : service.env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches only this script, which stops the services in
    // order, and a stop reaches the service's own children too (kill(-pid)).
    detached: true,
  })
  let ready = !service.readyLine
  pipeLines(child.stdout, service.name, process.stdout, (line) => {
    if (!service.readyLine || !line.startsWith(service.readyLine)) return false
    service.onReady?.(line.slice(service.readyLine.length))
    ready = true
    return true
  })
  pipeLines(child.stderr, service.name, process.stderr)
  const exited = new Promise((resolve) => child.once('exit', () => resolve()))
  const entry = { name: service.name, child, exited }
  running.push(entry)
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`demo: ${service.name} exited (${signal ?? `code ${code}`}); stopping the rest`)
    void shutdown(1)
  })

  // A service that builds something first says how long it may take (readyTimeoutMs).
  const readyTimeoutMs = service.readyTimeoutMs ?? READY_TIMEOUT_MS
  const deadline = Date.now() + readyTimeoutMs
  while (!ready || !(await answers(service.url))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${service.name} exited before it answered on ${service.url}`)
    if (Date.now() > deadline)
      throw new Error(
        `${service.name} did not answer on ${service.url} within ${readyTimeoutMs} ms`,
      )
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** SIGTERM to the service's process group, SIGKILL if it has not exited in time. */
async function stop({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return
  signalGroup(child, 'SIGTERM')
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, STOP_TIMEOUT_MS, 'late')
  })
  if ((await Promise.race([exited, late])) === 'late') {
    signalGroup(child, 'SIGKILL')
    await exited
  }
  clearTimeout(timer)
}

async function shutdown(code) {
  if (stopping) return
  stopping = true
  for (const entry of [...running].reverse()) await stop(entry)
  process.exit(code)
}

process.once('SIGINT', () => void shutdown(0))
process.once('SIGTERM', () => void shutdown(0))
// Last resort if this script dies another way: leave no service behind.
process.once('exit', () => {
  for (const { child } of running)
    if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL')
})

try {
  for (const service of SERVICES) {
    await start(service)
    if (stopping) break
  }
} catch (error) {
  console.error(`demo: ${error instanceof Error ? error.message : error}`)
  await shutdown(1)
}
if (!stopping) {
  const chains = (devnetInfo?.chains ?? []).map(
    (chain) =>
      `  ${chain.name} (chain id ${chain.chainId}): ${chain.rpcUrl}\n` +
      `    USDC ${chain.tokens.usdc}  GOLD ${chain.tokens.gold}`,
  )
  console.log(
    `\nPortico demo shop: ${demoUrl}\nDevnet:\n${chains.join('\n')}\nPress Ctrl-C to stop.`,
  )
}
