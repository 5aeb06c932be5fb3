// Runs the demo's SMTP sink (demo/mail/sink.ts) and its HTTP API (demo/mail/api.ts) from plain
// Node, compiled on the fly by Vite's SSR loader as demo/services/run.mjs does.
//
//   node demo/mail/run.mjs
//
// Environment: PORTICO_MAIL_SMTP_PORT (default 2525), PORTICO_MAIL_PORT (the HTTP API, default
// 5176), PORTICO_DEMO_PORT (the demo page, whose origins may read the API; default 5173).
// Prints `mail sink listening on smtp://... and <url>`; stops on SIGINT/SIGTERM.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? 5173)

const vite = await createServer({
  root: repoRoot,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  // No HMR socket either: nothing here is a page.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})

let sink
let api
try {
  const { startMailSink } = await vite.ssrLoadModule('/demo/mail/sink.ts')
  const { startMailApi } = await vite.ssrLoadModule('/demo/mail/api.ts')
  sink = await startMailSink({ port: Number(process.env.PORTICO_MAIL_SMTP_PORT ?? 2525) })
  api = await startMailApi(sink, {
    port: Number(process.env.PORTICO_MAIL_PORT ?? 5176),
    allowedOrigins: [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`],
  })
} catch (error) {
  console.error('mail sink failed to start:', error)
  await sink?.stop()
  await vite.close()
  process.exit(1)
}
console.log(`mail sink listening on smtp://127.0.0.1:${sink.port} and ${api.url}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await api.stop()
  await sink.stop()
  await vite.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
