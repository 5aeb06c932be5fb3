// One config, three jobs, picked by how Vite is started:
// - `vite build` (npm run build): the library build into dist/, ES modules only, with .d.ts files.
// - the dev server (npm run demo, or a plain `vite`): serves the demo host page in demo/host.
// - Vitest (npm test): the `test` block below; Vitest runs Vite in `serve` mode too, with mode 'test'.
// The bench (bench/run.mjs) does not read this file: it builds its own host page with an inline config.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import dts from 'vite-plugin-dts'
import { configDefaults, defineConfig } from 'vitest/config'
import { PUBLIC_ENTRIES, publicEntryAliases } from './entries.mjs'
import { react18Aliases } from './demo/react18/aliases.mjs'
import { rewriteDeclaration } from './build/declarationSpecifiers.mjs'

const repoRoot = fileURLToPath(new URL('.', import.meta.url))

// What the consumer installs next to us is not bundled: the peers (react, react-dom) and the
// dependencies, each with its subpaths (react/jsx-runtime, react-dom/client, zod/mini,
// @reduxjs/toolkit/query/react, ...). Read from package.json so the two cannot drift apart.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const externalPackages = [
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.dependencies ?? {}),
]
const isExternal = (id: string): boolean =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`))

// What every test project shares.
const sharedTestOptions: { environment: 'happy-dom'; globals: boolean; setupFiles: string[] } = {
  environment: 'happy-dom',
  globals: true,
  setupFiles: ['vitest.setup.ts'],
}

// Server suites the postgres project leaves out: no database (pure functions, config, mail),
// PGlite's own files (its data directory, its byte layout), the PostgreSQL suites themselves
// (the kit project runs them once), and the browser suite (it is about the frame, not the
// database).
const NOT_ON_POSTGRES = [
  'server/clientIp.test.ts',
  'server/config.test.ts',
  'server/mail.test.ts',
  'server/sealing.test.ts',
  'server/routes/approvalPage.test.ts',
  'server/geoip/ranges.test.ts',
  'server/geoip/maxmindCsv.test.ts',
  'server/geoip/load.test.ts',
  'server/db/migrate.test.ts',
  'server/db/postgres.test.ts',
  'server/multiInstance.test.ts',
  'tests/security/frameConsent.test.ts',
  'tests/security/migratedVolume.test.ts',
  'tests/security/volumeCopy.test.ts',
]

// The demo server's port; start.mjs sets the same variable when it prints the URL.
const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? 5173)

export default defineConfig(({ command }) => {
  // Vitest also starts Vite with command 'serve' (and sets VITEST); only a real dev server
  // gets the demo root.
  const isDemoServer = command === 'serve' && !process.env.VITEST

  return {
    resolve: {
      alias: [
        ...publicEntryAliases,
        // PORTICO_REACT=18: the demo page on React 18 instead of React 19 (demo/react18).
        ...(isDemoServer && process.env.PORTICO_REACT === '18' ? react18Aliases() : []),
      ],
    },
    ...(isDemoServer && {
      // Absolute, so the demo also starts when Vite is run from another directory.
      root: fileURLToPath(new URL('./demo/host', import.meta.url)),
      server: {
        host: '127.0.0.1',
        port: demoPort,
        strictPort: true,
        // The demo imports the kit from ../../index.ts and ../../react.ts, outside its root.
        fs: { allow: [repoRoot] },
      },
    }),

    // .d.ts files only matter for the library build; generating them costs a full TS program.
    plugins:
      command === 'build'
        ? [
            dts({
              tsconfigPath: './tsconfig.json',
              entryRoot: '.',
              include: [
                ...Object.values(PUBLIC_ENTRIES).map((file) => `${file}.ts`),
                'registry.ts',
                'testing',
                'core',
                'shell',
                'plugins',
                // portico/wagmi's files.
                'wagmi',
                // The frame's messages, which the e-mail plugin's declarations name.
                'protocol/frame',
              ],
              exclude: [
                '**/*.test.ts',
                '**/*.test.tsx',
                // A plugin's own test fixtures (plugins/<id>/test/); the public test kit is
                // testing/, included above.
                '**/test/**',
                'tests',
                'demo',
                'bench',
                'node_modules',
              ],
              // Relative specifiers with the emitted files' names, so the declarations
              // resolve under nodenext as well as bundler.
              beforeWriteFile: (filePath, content) => ({
                content: rewriteDeclaration(filePath, content, {
                  outDir: path.join(repoRoot, 'dist'),
                  sourceRoot: repoRoot,
                }),
              }),
            }),
          ]
        : [],

    build: {
      outDir: 'dist',
      copyPublicDir: false,
      sourcemap: true,
      lib: {
        // The public entries (package.json "exports", entries.mjs): `portico`,
        // `portico/react`, `portico/ui`, `portico/plugin` and `portico/testing`.
        entry: Object.fromEntries(
          Object.values(PUBLIC_ENTRIES).map((file) => [file, `${file}.ts`]),
        ),
        formats: ['es'],
        fileName: (_format, entryName) => `${entryName}.js`,
      },
      rolldownOptions: {
        external: isExternal,
        // The .d.ts generation above is most of the build time by design; don't warn about it.
        checks: { bundlerTimings: false },
        output: {
          // One file per source module, at its source path: the host's bundler sees the kit's
          // own module graph and splits it where the kit's dynamic import()s are (modal UI,
          // each plugin, the service APIs). Chunks made here would be fixed before the host
          // chooses: a chunk shared by eager and lazy modules put the lazy ones' imports
          // (viem, among others) in the host page's first download.
          preserveModules: true,
          preserveModulesRoot: repoRoot,
          // Modules from outside the sources (bundler helpers) land here.
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },

    test: {
      // CI and the developers' machines have 2 cores: one worker per core, in child processes
      // (forks) so a test that hangs or exits cannot take the runner down with it.
      pool: 'forks',
      maxWorkers: 2,
      reporters: ['default', './tests/support/unhandledErrorDigest.ts'],
      projects: [
        {
          resolve: { alias: publicEntryAliases },
          test: {
            ...sharedTestOptions,
            name: 'kit',
            include: [
              'core/**/*.test.ts?(x)',
              'shell/**/*.test.ts?(x)',
              'plugins/**/*.test.ts?(x)',
              'server/**/*.test.ts?(x)',
              'frame/**/*.test.ts?(x)',
              'protocol/**/*.test.ts?(x)',
              'wagmi/**/*.test.ts?(x)',
              'tests/**/*.test.ts?(x)',
              // The plugin generator's own tests (its template's suite runs in the package check).
              'create-portico-plugin/*.test.mjs',
            ],
            // The browser suites (tests/e2e) run here too: each drives Debian's Chromium through
            // playwright-core from a node-environment test file, against its own local stack.
            exclude: [...configDefaults.exclude],
            // A temporary folder for the run, where the browser suites' demo page and wallet
            // frame are built once for all of them (tests/support/sharedBuild.ts).
            globalSetup: ['tests/support/runFolderSetup.ts'],
          },
        },
        {
          resolve: { alias: publicEntryAliases },
          test: {
            ...sharedTestOptions,
            // The server's suites that run on the database again, on a real PostgreSQL: one
            // throwaway cluster for the run (server/testing/postgresGlobalSetup.ts), a database of
            // its own for each test file (server/testing/testDatabase.ts).
            name: 'postgres',
            include: ['server/**/*.test.ts', 'tests/security/*.test.ts'],
            exclude: [...configDefaults.exclude, ...NOT_ON_POSTGRES],
            globalSetup: ['server/testing/postgresGlobalSetup.ts'],
          },
        },
      ],
    },
  }
})
