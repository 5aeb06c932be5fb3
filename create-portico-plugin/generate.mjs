// Generates a plugin project from ./template: the template's files are real TypeScript,
// written for a plugin whose id is `myPlugin`; each spelling of that id (and the package
// name's placeholder) is replaced with the new plugin's, in file contents and file names.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEV_DEPENDENCIES, NODE_ENGINES, PEER_DEPENDENCIES } from './versions.mjs'

export const TEMPLATE_DIR = fileURLToPath(new URL('./template/', import.meta.url))

/** The template's own plugin, in each spelling the template uses. */
export const TEMPLATE_NAMES = {
  packageName: '__PACKAGE_NAME__',
  id: 'myPlugin',
  viewName: 'MyPlugin',
  constantName: 'MY_PLUGIN',
  kebabName: 'my-plugin',
}

/**
 * Template files stored under another name: npm drops a package's `.gitignore` files, and an
 * `eslint.config.js` in the template would be the nearest ESLint config of the template's
 * files in the kit's own repository.
 */
const RENAMED = { gitignore: '.gitignore', 'plugin-eslint.config.js': 'eslint.config.js' }

/** A mistake in what the author asked for: the message says what to do instead. */
export class UsageError extends Error {
  name = 'UsageError'
}

// Words a plugin id cannot be, as it names a variable of the generated code (`export const
// <id>: PluginEntry`).
const RESERVED_WORDS = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export ' +
    'extends false finally for function if implements import in instanceof interface let new ' +
    'null package private protected public return static super switch this throw true try ' +
    'typeof var void while with yield'
  ).split(' '),
)
/**
 * The kit's own plugins: a host's modal has them already (names and nfts when the host adds
 * their entries), and ids are unique per modal.
 */
export const BUILTIN_PLUGIN_IDS = [
  'activity',
  'email',
  'names',
  'nfts',
  'onramp',
  'pay',
  'receive',
  'send',
  'siwx',
  'socials',
  'swaps',
]
/** The kit's own views: the plugin's view is named after its id, and view names are unique. */
export const KIT_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'Networks',
  'UnsupportedChain',
  'ProfileWallets',
  'WhatIsAWallet',
  'GetAWallet',
  'AccountTokens',
]

const ID_PATTERN = /^[a-z][a-zA-Z0-9]*$/

/**
 * What is wrong with `id` as a plugin id, or undefined. The id names the plugin's slice and
 * i18n namespace (`addressBook`), its view (`AddressBook`), its error codes (`ADDRESS_BOOK_…`)
 * and its CSS classes (`address-book-…`): letters and digits in camelCase keep all four valid.
 */
export function idProblem(id) {
  if (!ID_PATTERN.test(id)) {
    return `"${id}" is not a plugin id: use a JavaScript identifier in camelCase, a lowercase letter then letters and digits (e.g. addressBook).`
  }
  if (RESERVED_WORDS.has(id)) {
    return `"${id}" is a JavaScript reserved word: the id names a variable. Pick another (e.g. ${id}Plugin).`
  }
  if (BUILTIN_PLUGIN_IDS.includes(id)) {
    return `"${id}" is the id of one of the kit's built-in plugins; plugin ids are unique in a modal. Pick another.`
  }
  const viewName = pascal(id)
  if (KIT_VIEWS.includes(viewName)) {
    return `"${id}" would name the plugin's view ${viewName}, one of the kit's own views. Pick another.`
  }
  return undefined
}

// npm's rules for a new package's name: lower case, URL-safe, at most 214 characters, an
// optional @scope.
const PACKAGE_NAME_PATTERN = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/
const PACKAGE_NAME_MAX_LENGTH = 214

/** What is wrong with `name` as an npm package name, or undefined. */
export function packageNameProblem(name) {
  if (name.length > PACKAGE_NAME_MAX_LENGTH || !PACKAGE_NAME_PATTERN.test(name)) {
    return `"${name}" is not an npm package name: lower case letters, digits, "-", "." and "_", optionally @scope/name (e.g. my-plugin).`
  }
  return undefined
}

const pascal = (id) => `${id[0]?.toUpperCase() ?? ''}${id.slice(1)}`

/** The id a package name suggests: its name without the scope, in camelCase (`my-plugin` → `myPlugin`). */
export function defaultId(packageName) {
  const bare = packageName.replace(/^@[^/]+\//, '')
  return bare.replace(/[-._~]+([a-zA-Z0-9])/g, (_match, next) => next.toUpperCase())
}

/** Every spelling of the plugin's names the template uses, for a valid `id`. */
export function pluginNames(packageName, id) {
  return {
    packageName,
    id,
    viewName: pascal(id),
    constantName: id.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase(),
    kebabName: id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
  }
}

/** `text` with each of the template's names replaced by the new plugin's, in one pass. */
export function substitute(text, names) {
  const replacements = new Map(
    Object.entries(TEMPLATE_NAMES).map(([key, placeholder]) => [placeholder, names[key]]),
  )
  const pattern = new RegExp([...replacements.keys()].join('|'), 'g')
  return text.replace(pattern, (placeholder) => replacements.get(placeholder))
}

/** The generated project's package.json. */
export function packageJson(names) {
  return {
    name: names.packageName,
    version: '0.1.0',
    description: `A Portico plugin: ${names.viewName}`,
    private: true,
    type: 'module',
    // The plugin's entry, as TypeScript: the host's bundler compiles it with the host's code.
    exports: { '.': './src/entry.ts' },
    engines: { node: NODE_ENGINES },
    scripts: {
      test: 'vitest run',
      'test:watch': 'vitest',
      typecheck: 'tsc -p .',
      lint: 'eslint .',
    },
    peerDependencies: PEER_DEPENDENCIES,
    devDependencies: DEV_DEPENDENCIES,
  }
}

/**
 * Parses the command line (`my-plugin [--id myPlugin] [--dir path]`, `--id=…` and `--dir=…`
 * too): the package name, the id (from the package name by default) and the target folder
 * (the package name without its scope, in the current folder, by default). Throws a
 * UsageError naming the problem.
 */
export function parseArguments(argv, cwd = process.cwd()) {
  const positional = []
  const flags = {}
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]
    const flag = /^--(id|dir)(?:=(.*))?$/.exec(argument)
    if (flag) {
      const value = flag[2] ?? argv[++index]
      if (value === undefined || value === '' || value.startsWith('--')) {
        throw new UsageError(`--${flag[1]} needs a value.`)
      }
      flags[flag[1]] = value
    } else if (argument.startsWith('-')) {
      throw new UsageError(`Unknown option ${argument}.`)
    } else {
      positional.push(argument)
    }
  }
  if (positional.length !== 1) {
    throw new UsageError(
      positional.length === 0
        ? 'Name the plugin package (e.g. my-plugin).'
        : `One package name, please; got ${positional.join(', ')}.`,
    )
  }
  const [packageName] = positional
  const nameProblem = packageNameProblem(packageName)
  if (nameProblem) throw new UsageError(nameProblem)
  const id = flags.id ?? defaultId(packageName)
  const problem = idProblem(id)
  if (problem) {
    throw new UsageError(flags.id === undefined ? `${problem} Give one with --id.` : problem)
  }
  const dir = path.resolve(cwd, flags.dir ?? packageName.replace(/^@[^/]+\//, ''))
  return { packageName, id, dir }
}

async function templateFiles(dir = TEMPLATE_DIR) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(TEMPLATE_DIR, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** Throws a UsageError unless `dir` is missing or an empty folder. */
async function assertWritable(dir) {
  let info
  try {
    info = await stat(dir)
  } catch (error) {
    if (error.code === 'ENOENT') return
    throw error
  }
  if (!info.isDirectory()) throw new UsageError(`${dir} is a file, not a folder.`)
  const present = await readdir(dir)
  if (present.length > 0) {
    throw new UsageError(
      `${dir} is not empty (${present.length} entries). Choose a new folder with --dir; nothing was written.`,
    )
  }
}

/**
 * Writes the plugin project for `packageName` and `id` into `dir` (missing or empty), and
 * resolves to the files written, relative to it.
 */
export async function generatePlugin({ packageName, id, dir }) {
  const nameProblem = packageNameProblem(packageName)
  if (nameProblem) throw new UsageError(nameProblem)
  const problem = idProblem(id)
  if (problem) throw new UsageError(problem)
  await assertWritable(dir)

  const names = pluginNames(packageName, id)
  const written = []
  const write = async (relative, text) => {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true })
    await writeFile(path.join(dir, relative), text)
    written.push(relative)
  }
  for (const file of await templateFiles()) {
    const base = path.basename(file)
    const target = path.join(path.dirname(file), RENAMED[base] ?? base)
    await write(
      substitute(target, names),
      substitute(await readFile(path.join(TEMPLATE_DIR, file), 'utf8'), names),
    )
  }
  await write('package.json', `${JSON.stringify(packageJson(names), null, 2)}\n`)
  return { names, files: written.sort() }
}
