// The published .d.ts files must resolve under every module resolution a host may use,
// `bundler` and `node16`/`nodenext` alike. Under nodenext an ES module's relative import needs
// the file's full name, so `./slice` must read `./slice.js` and a folder `./router/index.js`.
// TypeScript emits declarations with the specifiers of the sources (and with `.ts` where a
// type reached through a tsconfig path), so each emitted file is rewritten here: every
// relative specifier is resolved against the source tree the declarations mirror, and
// replaced by the name of the emitted JavaScript file beside its .d.ts.
import { existsSync } from 'node:fs'
import path from 'node:path'

// `from '…'`, `import('…')`, `import '…'`, `declare module '…'`: the four places a .d.ts
// names another module.
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bdeclare\s+module\s+)(['"])(\.{1,2}\/[^'"]*)\2/g

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts']

/**
 * The specifier a declaration file in `sourceDir` (the source folder it mirrors) should use
 * for `specifier`, or an error naming what could not be resolved.
 */
export function publishedSpecifier(sourceDir, specifier) {
  const bare = specifier.replace(/\.(tsx?|jsx?|mjs|mts)$/, '')
  const target = path.resolve(sourceDir, bare)
  if (bare.endsWith('.json') && existsSync(target)) return `${bare}.js`
  if (SOURCE_EXTENSIONS.some((ext) => existsSync(target + ext))) return `${bare}.js`
  if (SOURCE_EXTENSIONS.some((ext) => existsSync(path.join(target, `index${ext}`))))
    return `${bare}/index.js`
  throw new Error(`cannot resolve '${specifier}' from ${sourceDir}`)
}

/**
 * Rewrites the relative specifiers of one emitted declaration file. `filePath` is where it
 * is written (under `outDir`), `sourceRoot` the folder `outDir` mirrors.
 */
export function rewriteDeclaration(filePath, content, { outDir, sourceRoot }) {
  const sourceDir = path.join(sourceRoot, path.relative(outDir, path.dirname(filePath)))
  return content
    .split('\n')
    .map((line) =>
      // Examples in doc comments name the reader's own files: left as written.
      /^\s*(\*|\/\/)/.test(line)
        ? line
        : line.replace(
            SPECIFIER,
            (_match, lead, quote, specifier) =>
              `${lead}${quote}${publishedSpecifier(sourceDir, specifier)}${quote}`,
          ),
    )
    .join('\n')
}
