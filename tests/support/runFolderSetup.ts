// Vitest's global setup of the `kit` project (vite.config.ts): a temporary folder for this run,
// shared by its test files (each runs in a worker process of its own) and removed when the run
// ends. What several suites would each build alike (the demo page, the wallet frame) is built
// there once (tests/support/sharedBuild.ts).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's temporary folder (see tests/support/runFolderSetup.ts). */
    runFolder: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portico-run-'))
  project.provide('runFolder', folder)
  return () => rm(folder, { recursive: true, force: true })
}
