// The static checks of `npm test`: the type check, ESLint and Prettier, started at once. Each
// of them runs on one core, so one after another they left the second core of a 2-core
// machine idle for about a minute and a half; side by side they take as long as the slowest.
// Each one's output is printed whole when it ends (never interleaved), with its time; the
// run fails when any of them does, after all have ended.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** What `npm run typecheck` and `npm run lint` run, by name. */
const CHECKS = [
  { name: 'typecheck (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint (eslint)', command: bin('eslint'), args: ['.'] },
  { name: 'lint (prettier)', command: bin('prettier'), args: ['--check', '.'] },
]

/** Runs one check to its end: its exit code and everything it printed, in order. */
function run({ command, args }) {
  return new Promise((resolve) => {
    const started = performance.now()
    const output = []
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) =>
      resolve({
        code: code ?? 1,
        output: Buffer.concat(output).toString(),
        seconds: (performance.now() - started) / 1000,
      }),
    )
  })
}

const results = await Promise.all(
  CHECKS.map(async (check) => {
    const result = await run(check)
    const verdict = result.code === 0 ? 'ok  ' : 'FAIL'
    process.stdout.write(`${verdict} ${check.name} (${result.seconds.toFixed(1)} s)\n`)
    if (result.output.trim()) process.stdout.write(`${result.output.trimEnd()}\n`)
    return result
  }),
)
if (results.some((result) => result.code !== 0)) process.exit(1)
