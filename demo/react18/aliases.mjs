// React 18 in place of the project's React 19, for the demo page (`PORTICO_REACT=18 npm run
// demo`) and the React 18 browser suite (tests/e2e/react18.e2e.test.ts). npm installs it here,
// under demo/react18 (package.json beside this file, a `file:` devDependency of the project),
// because a second react-dom at the top would clash with React 19 over their `react` peer.
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(new URL('./package.json', import.meta.url))

/**
 * Vite `resolve.alias` entries sending `react`, `react-dom` and each of their subpaths
 * (react/jsx-runtime, react/jsx-dev-runtime, react-dom/client, ...) to React 18, for every
 * importer: the kit, the demo and the dependencies (react-redux, ...), so only one React loads.
 * A function, so a config that does not ask for React 18 never needs it installed.
 */
export function react18Aliases() {
  return ['react', 'react-dom'].map((name) => ({
    find: new RegExp(`^${name}(/.*)?$`),
    replacement: `${path.dirname(require.resolve(`${name}/package.json`))}$1`,
  }))
}
