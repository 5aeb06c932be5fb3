// The public entries of the package, in one place: `package.json` "exports" maps each
// subpath to dist/<file>.js, the library build makes one bundle entry of each, and the
// aliases below let the built-in plugins, the tests, the demo and the bench import them
// by the names a host or a plugin author uses (`portico/plugin`), never by a path inside.
import { fileURLToPath } from 'node:url'

/** Subpath -> entry file (without extension) at the repository's top. */
export const PUBLIC_ENTRIES = {
  portico: 'index',
  'portico/react': 'react',
  'portico/ui': 'ui',
  'portico/plugin': 'plugin',
  'portico/testing': 'testing',
  // Node-only: a host's server checks sign-ins with it (no React, no modal).
  'portico/server': 'server',
  // wagmi apps: the modal as a wagmi connector. The only entry that imports wagmi (an
  // optional peer dependency).
  'portico/wagmi': 'wagmi',
  // Plain pages (no React): the buttons as custom elements, defined by the import.
  'portico/button': 'button',
  // Account names: a plugin a host opts into (createModal's `plugins`), so a page without it
  // carries none of it.
  'portico/names': 'names',
  // The Account view's NFTs tab, opted into the same way.
  'portico/nfts': 'nfts',
}

const root = fileURLToPath(new URL('.', import.meta.url))

/** Vite `resolve.alias` entries: exact matches, so `portico` never swallows `portico/ui`. */
export const publicEntryAliases = Object.entries(PUBLIC_ENTRIES).map(([name, file]) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: `${root}${file}.ts`,
}))
