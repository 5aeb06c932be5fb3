// Builds the frame app (frame/index.html, frame/main.ts) on its own, for the auth service to
// serve under /frame/: none of the kit's UI, only the message schemas, the service contract,
// viem's signing and the Shamir split.
//
//   node frame/build.mjs [outDir]      (default: dist/frame)
//   import { buildFrame } from '../frame/build.mjs'; await buildFrame(outDir)
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = path.dirname(fileURLToPath(import.meta.url))

/** The default output: dist/frame beside the library build. */
export const DEFAULT_FRAME_OUT_DIR = path.join(root, '..', 'dist', 'frame')

/** Builds the frame into `outDir` (index.html and hashed assets/, base `/frame/`). */
export async function buildFrame(outDir = DEFAULT_FRAME_OUT_DIR) {
  await build({
    configFile: false,
    root,
    base: '/frame/',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  })
  return outDir
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = await buildFrame(process.argv[2] ? path.resolve(process.argv[2]) : undefined)
  console.log(`frame built into ${outDir}`)
}
