// The package as a user installs it: built, packed with `npm pack`, and installed into a
// fresh project outside the repository, beside the host's own React, Redux Toolkit, viem and
// zod. Used by the package check (tests/package/check.mjs) and by the bench's weight figures.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const hostFixture = fileURLToPath(new URL('./host', import.meta.url))
/** A wagmi app's files (portico/wagmi), compiled in a project of its own. */
export const wagmiFixture = fileURLToPath(new URL('./wagmi-host', import.meta.url))

/** Runs a command, resolving to its output; a failure carries stdout and stderr. */
export async function sh(command, args, { cwd = repoRoot, env } = {}) {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    })
    return `${stdout}${stderr}`
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`
    throw Object.assign(new Error(`${command} ${args.join(' ')} failed:\n${output}`), { output })
  }
}

/** `npm run build` then `npm pack` into `destination`; resolves to the tarball's path. */
export async function buildAndPack(destination) {
  await sh('npm', ['run', 'build', '--silent'])
  const out = await sh('npm', ['pack', '--silent', '--pack-destination', destination])
  const name = out.trim().split('\n').pop()
  return path.join(destination, name)
}

/**
 * The host's dependencies: its own current React, Redux Toolkit, react-redux, viem and zod
 * (the newest each major the kit supports allows), the test tools a plugin author's suite runs
 * on, and TypeScript in the versions the declarations must compile under.
 */
export const HOST_DEPENDENCIES = {
  react: '^19',
  'react-dom': '^19',
  '@types/react': '^19',
  '@types/react-dom': '^19',
  '@reduxjs/toolkit': '^2',
  'react-redux': '^9',
  viem: '^2',
  zod: '^4',
}
export const PLUGIN_AUTHOR_DEPENDENCIES = {
  vitest: '4.1.12',
  msw: '^2.9.0',
  'happy-dom': '21.0.4',
  '@testing-library/dom': '^10.4.0',
  '@testing-library/react': '^16.3.0',
  '@testing-library/user-event': '^14.6.0',
  // The generated plugin's lint (its import boundary), in the kit's own versions.
  eslint: '10.15.0',
  '@eslint/js': '10.0.1',
  'typescript-eslint': '8.73.0',
  'eslint-plugin-react-hooks': '7.1.1',
}
/** TypeScript versions the published declarations are checked with: name -> npm spec. */
export const TYPESCRIPT_VERSIONS = {
  'typescript-5.4': 'npm:typescript@5.4.5',
  typescript: '6.0.3',
  'typescript-7': 'npm:typescript@7.0.2',
}

const kitManifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'))
/**
 * A wagmi app's additions: wagmi and react-query in the versions the kit is developed with
 * (so the package check installs them from the npm cache, offline), and TypeScript 6: wagmi's
 * types need TypeScript 5.9.3 or later, so portico/wagmi is checked apart from the host above.
 */
export const WAGMI_APP_DEPENDENCIES = {
  wagmi: kitManifest.devDependencies.wagmi,
  '@tanstack/react-query': kitManifest.devDependencies['@tanstack/react-query'],
  typescript: TYPESCRIPT_VERSIONS.typescript,
}

/**
 * A fresh project in a temporary folder with the tarball and `dependencies` installed, and the
 * host fixture (tests/package/host, or `fixture`) copied in. Resolves to its folder.
 */
export async function createHostProject(tarball, dependencies, { fixture = hostFixture } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portico-host-'))
  await cp(fixture, dir, { recursive: true })
  await writeFile(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: 'portico-host', private: true, type: 'module' }, null, 2)}\n`,
  )
  // `name@spec`; an alias installs as `typescript-7@npm:typescript@7.0.2`.
  const specs = Object.entries(dependencies).map(([name, spec]) => `${name}@${spec}`)
  await sh(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--prefer-offline',
      tarball,
      ...specs,
    ],
    { cwd: dir },
  )
  return dir
}

export async function removeProject(dir) {
  if (process.env.PORTICO_KEEP_HOST) return
  await rm(dir, { recursive: true, force: true })
}

/** Every file under `dir`, relative to it. */
export async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}
