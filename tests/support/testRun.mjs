// `npm test`: the whole run. The vitest suites run at the normal priority with the output live;
// the type check, ESLint, Prettier and the package check (npm run check:package) run beside
// them at the lowest priority (nice 19), to use the processor time the suites leave idle (a
// browser suite waits on its page, its chain and its services; about 29 % of 2 cores go unused
// while the suites run). One after another those four took about four and a half minutes of
// the run; beside the suites they are done by the time the last suite ends, though they still
// slow the suites (the cores' caches are shared whatever the priority): on a 2-core machine
// the whole run was about 35 s shorter (18 min 14 s against 18 min 48 s). Each background
// job's output is printed whole once the suites have ended (never interleaved with theirs),
// with its time; the run fails when any job fails, after all have ended.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** The jobs that run beside the suites, each what its npm script runs. */
const BACKGROUND = [
  { name: 'typecheck (tsc)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint (eslint)', command: bin('eslint'), args: ['.'] },
  { name: 'lint (prettier)', command: bin('prettier'), args: ['--check', '.'] },
  {
    name: 'package check (npm run check:package)',
    command: process.execPath,
    args: [path.join(root, 'tests', 'package', 'check.mjs')],
  },
]

// The lowest priority Linux gives an unprivileged process.
const LOWEST_PRIORITY = '19'

/** Runs a command to its end: its exit code, what it printed (unless shown live), its time. */
function run({ command, args }, { live = false, nice = false } = {}) {
  return new Promise((resolve) => {
    const started = performance.now()
    const output = []
    const [file, argv] = nice
      ? ['nice', ['-n', LOWEST_PRIORITY, command, ...args]]
      : [command, args]
    const child = spawn(file, argv, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
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

const report = (name, result) => {
  const verdict = result.code === 0 ? 'ok  ' : 'FAIL'
  process.stdout.write(`\n${verdict} ${name} (${result.seconds.toFixed(1)} s)\n`)
  if (result.output.trim()) process.stdout.write(`${result.output.trimEnd()}\n`)
}

const background = BACKGROUND.map((job) =>
  run(job, { nice: true }).then((result) => ({ job, result })),
)
const suites = await run({ command: bin('vitest'), args: ['run'] }, { live: true })

// After the suites, each background job in its order, as soon as it has ended.
const failed = suites.code === 0 ? [] : ['vitest']
for (const pending of background) {
  const { job, result } = await pending
  report(job.name, result)
  if (result.code !== 0) failed.push(job.name)
}
process.stdout.write(
  failed.length === 0
    ? `\nnpm test: the suites and ${BACKGROUND.length} checks passed\n`
    : `\nnpm test failed: ${failed.join('; ')}\n`,
)
process.exit(failed.length === 0 ? 0 : 1)
