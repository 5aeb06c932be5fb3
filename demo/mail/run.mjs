// Runs the demo's SMTP sink (demo/mail/sink.ts) and its HTTP API (demo/mail/api.ts) from plain
// Node, compiled on the fly by Vite's SSR loader (server/runUntilSignal.mjs).
//
//   node demo/mail/run.mjs
//
// Environment: PORTICO_MAIL_SMTP_PORT (default 2525), PORTICO_MAIL_PORT (the HTTP API, default
// 5176), PORTICO_DEMO_PORT (the demo page, whose origins may read the API; default 5173).
// Prints `mail sink listening on smtp://... and <url>`; stops on SIGINT/SIGTERM.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runUntilSignal } from '../../server/runUntilSignal.mjs'

const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? 5173)

await runUntilSignal({
  repoRoot: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  name: 'mail sink',
  async start(load) {
    const { startMailSink } = await load('/demo/mail/sink.ts')
    const { startMailApi } = await load('/demo/mail/api.ts')
    const sink = await startMailSink({ port: Number(process.env.PORTICO_MAIL_SMTP_PORT ?? 2525) })
    let api
    try {
      api = await startMailApi(sink, {
        port: Number(process.env.PORTICO_MAIL_PORT ?? 5176),
        allowedOrigins: [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`],
      })
    } catch (error) {
      await sink.stop()
      throw error
    }
    return {
      readyLine: `mail sink listening on smtp://127.0.0.1:${sink.port} and ${api.url}`,
      async stop() {
        await api.stop()
        await sink.stop()
      },
    }
  },
})
