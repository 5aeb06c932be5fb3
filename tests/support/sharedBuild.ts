// A build made once per test run and shared by the suites that need it. The first suite to ask
// takes the build's lock (a directory made atomically) and builds into the run's folder; the
// others wait for the finished build, or for the failure it left, instead of each building
// the same files again (a Vite build takes tens of seconds on a busy 2-core machine).
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { inject } from 'vitest'

// How long a suite waits for another's build, and how often it looks.
const SHARED_BUILD_WAIT_MS = 300_000
const SHARED_BUILD_POLL_MS = 250

/** The run's folder (tests/support/runFolderSetup.ts), or a clear error outside that project. */
function runFolder(): string {
  const folder: string | undefined = inject('runFolder')
  if (folder === undefined)
    throw new Error('sharedBuild needs the run folder of tests/support/runFolderSetup.ts')
  return folder
}

/**
 * The folder `build` filled, once for the whole run under `name`: built here if no suite has
 * started it, else awaited. A failed build fails every suite that asks, with its message.
 */
export async function sharedBuild(
  name: string,
  build: (outDir: string) => Promise<unknown>,
): Promise<string> {
  const base = path.join(runFolder(), name)
  const done = path.join(base, 'out')
  const failed = path.join(base, 'failed.txt')
  const claimed = await mkdir(base).then(
    () => true,
    (error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false
      throw error
    },
  )
  if (claimed) {
    const partial = path.join(base, 'partial')
    try {
      await build(partial)
      await rename(partial, done)
      return done
    } catch (error) {
      await rm(partial, { recursive: true, force: true })
      await writeFile(
        failed,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      )
      throw error
    }
  }
  const deadline = Date.now() + SHARED_BUILD_WAIT_MS
  while (Date.now() < deadline) {
    if (existsSync(done)) return done
    if (existsSync(failed))
      throw new Error(
        `The shared build ${name} failed in another suite:\n${await readFile(failed, 'utf8')}`,
      )
    await new Promise((resolve) => setTimeout(resolve, SHARED_BUILD_POLL_MS))
  }
  throw new Error(`The shared build ${name} was not done after ${SHARED_BUILD_WAIT_MS} ms`)
}
