// The demo's auth service: builds the frame app (frame/build.mjs) into demo/.out/frame, then
// runs the product's own entry (server/run.mjs) on it, with its PGlite database in
// demo/.out/auth. The service writes no key file: this runner plays the host's secret store,
// keeping the demo's sealing keys in demo/.out/demo-keys.json and passing them through the
// environment (so a restart of the demo keeps every account and wallet). The service's default
// recovery (visitor-secret): the frame asks the visitor for a passkey or a recovery password.
// demo/start.mjs gives it the devnet chains (PORTICO_AUTH_CHAINS) and the ports.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildFrame } from '../../frame/build.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const out = path.join(repoRoot, 'demo', '.out')

const frameDir = await buildFrame(path.join(out, 'frame'))
// The demo is a development stack (http origins): said outright, as production is the default.
process.env.PORTICO_AUTH_ENV ??= 'development'
process.env.PORTICO_AUTH_FRAME_DIR ??= frameDir
process.env.PORTICO_AUTH_DATA_DIR ??= path.join(out, 'auth')
process.env.PORTICO_AUTH_RECOVERY_MODE ??= 'visitor-secret'
const keysFile = path.join(out, 'demo-keys.json')
if (!existsSync(keysFile)) {
  mkdirSync(out, { recursive: true })
  const key = () => randomBytes(32).toString('hex')
  writeFileSync(keysFile, JSON.stringify({ share: key(), recovery: key() }), { mode: 0o600 })
}
const keys = JSON.parse(readFileSync(keysFile, 'utf8'))
process.env.PORTICO_AUTH_SHARE_KEY ??= keys.share
// Needed under service recovery (PORTICO_AUTH_RECOVERY_MODE=service); under visitor-secret it
// still releases the recovery shares of wallets an older demo made under service recovery (the
// frame then moves each to the visitor's envelope) or before custody v1.
process.env.PORTICO_AUTH_RECOVERY_SEAL_KEY ??= keys.recovery
// A demo database from before custody v1: its old key file migrates its wallets at start.
const legacyKeyFile = `${path.resolve(process.env.PORTICO_AUTH_DATA_DIR)}.seal.key`
if (existsSync(legacyKeyFile)) process.env.PORTICO_AUTH_LEGACY_SEAL_KEY_FILE ??= legacyKeyFile
await import('../../server/run.mjs')
