// The demo's auth service: builds the frame app (frame/build.mjs) into demo/.out/frame, then
// runs the product's own entry (server/run.mjs) on it, with its PGlite database and generated
// seal key kept in demo/.out/auth (so a restart of the demo keeps every account and wallet).
// demo/start.mjs gives it the devnet chains (PORTICO_AUTH_CHAINS) and the ports.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildFrame } from '../../frame/build.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const out = path.join(repoRoot, 'demo', '.out')

const frameDir = await buildFrame(path.join(out, 'frame'))
process.env.PORTICO_AUTH_FRAME_DIR ??= frameDir
process.env.PORTICO_AUTH_DATA_DIR ??= path.join(out, 'auth')
await import('../../server/run.mjs')
