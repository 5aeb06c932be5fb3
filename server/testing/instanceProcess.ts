// The auth service as a process of its own (node server/run.mjs, configured by its
// environment), for suites that run several instances and kill one: a crash of a process, not
// a closed server in the test's own.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const RUN = fileURLToPath(new URL('../run.mjs', import.meta.url))
const REPO = fileURLToPath(new URL('../..', import.meta.url))
/** How long an instance may take to start (Vite compiles the service first). */
const START_TIMEOUT_MS = 60_000

export interface InstanceProcess {
  url: string
  /** The process ends at once (SIGKILL): a crash, nothing drained. */
  kill(): Promise<void>
  /** SIGTERM, as an orchestrator stops it. */
  stop(): Promise<void>
}

const started = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL')
})

/** Starts `node server/run.mjs` with `env` added to this process's, once it says it listens. */
export async function startInstance(env: Record<string, string>): Promise<InstanceProcess> {
  const child = spawn(process.execPath, [RUN], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.add(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the instance did not start in time: ${output}`)),
      START_TIMEOUT_MS,
    )
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      const ready = /^auth service listening on (\S+)$/.exec(line)
      if (ready?.[1]) {
        clearTimeout(timer)
        resolve(ready[1])
      }
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`the instance exited: ${output}`))
    })
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL')
    await exited
    started.delete(child)
    throw error
  })
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal)
      await exited
    }
    started.delete(child)
  }
  return { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') }
}
