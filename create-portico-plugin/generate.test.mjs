// @vitest-environment node
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BUILTIN_PLUGIN_IDS,
  defaultId,
  generatePlugin,
  idProblem,
  KIT_VIEWS,
  packageJson,
  parseArguments,
  pluginNames,
  substitute,
  TEMPLATE_DIR,
  TEMPLATE_NAMES,
  UsageError,
} from './generate.mjs'
import { DEV_DEPENDENCIES, PEER_DEPENDENCIES } from './versions.mjs'
import {
  HOST_DEPENDENCIES,
  PLUGIN_AUTHOR_DEPENDENCIES,
  TYPESCRIPT_VERSIONS,
} from '../tests/package/tarball.mjs'

const run = promisify(execFile)
const here = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = path.join(here, '..')

const made = []
async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'create-portico-plugin-'))
  made.push(dir)
  return dir
}
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** Every key path of a nested translation resource, e.g. `problems.name.missing`. */
const keyPaths = (resource, prefix = '') =>
  Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keyPaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}: ${[...String(value).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()}`],
  )

describe('plugin ids', () => {
  it.each(['addressBook', 'tips', 'erc20Tools', 'gasTracker2'])('accepts %s', (id) => {
    expect(idProblem(id)).toBeUndefined()
  })

  it.each([
    ['AddressBook', /not a plugin id: use a JavaScript identifier in camelCase/],
    ['address-book', /not a plugin id/],
    ['address_book', /not a plugin id/],
    ['1inch', /not a plugin id/],
    ['', /not a plugin id/],
    ['new', /reserved word/],
    ['send', /built-in plugins/],
    ['account', /would name the plugin's view Account, one of the kit's own views/],
  ])('refuses %j', (id, message) => {
    expect(idProblem(id)).toMatch(message)
  })

  it("knows the kit's built-in plugin ids and its own views (from the kit's sources)", async () => {
    const ids = []
    for (const plugin of await readdir(path.join(repoRoot, 'plugins'), { withFileTypes: true })) {
      if (!plugin.isDirectory()) continue
      const manifest = await readFile(
        path.join(repoRoot, 'plugins', plugin.name, 'manifest.ts'),
        'utf8',
      )
      ids.push(/^ {2}id: '(\w+)'/m.exec(manifest)?.[1])
    }
    expect(ids.sort()).toEqual([...BUILTIN_PLUGIN_IDS].sort())
    const views = await readFile(path.join(repoRoot, 'core/router/views.ts'), 'utf8')
    const body = /export interface Views \{([\s\S]*?)\n\}/.exec(views)?.[1] ?? ''
    expect([...body.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1])).toEqual(KIT_VIEWS)
  })

  it('is suggested by the package name, without its scope', () => {
    expect(defaultId('my-plugin')).toBe('myPlugin')
    expect(defaultId('@acme/portico-tips')).toBe('porticoTips')
    expect(defaultId('gas.tracker_v2')).toBe('gasTrackerV2')
  })

  it('names the view, the error codes and the CSS classes', () => {
    expect(pluginNames('@acme/book', 'addressBook')).toEqual({
      packageName: '@acme/book',
      id: 'addressBook',
      viewName: 'AddressBook',
      constantName: 'ADDRESS_BOOK',
      kebabName: 'address-book',
    })
    expect(pluginNames('x', 'erc20Tools')).toMatchObject({
      viewName: 'Erc20Tools',
      constantName: 'ERC20_TOOLS',
      kebabName: 'erc20-tools',
    })
  })
})

describe('substitution', () => {
  it("replaces every spelling of the template's names", () => {
    const names = pluginNames('@acme/book', 'addressBook')
    expect(
      substitute(
        "# __PACKAGE_NAME__\nexport const myPlugin = 'MY_PLUGIN_INVALID' // <MyPlugin> .my-plugin-row",
        names,
      ),
    ).toBe(
      "# @acme/book\nexport const addressBook = 'ADDRESS_BOOK_INVALID' // <AddressBook> .address-book-row",
    )
  })

  it('in one pass: a new name that contains a template name is not replaced again', () => {
    const names = pluginNames('my-plugin-x', 'myPluginX')
    expect(substitute('myPlugin MyPlugin MY_PLUGIN my-plugin __PACKAGE_NAME__', names)).toBe(
      'myPluginX MyPluginX MY_PLUGIN_X my-plugin-x my-plugin-x',
    )
  })
})

describe('the command line', () => {
  it('takes the package name, --id and --dir (also as --flag=value)', () => {
    expect(parseArguments(['my-plugin'], '/work')).toEqual({
      packageName: 'my-plugin',
      id: 'myPlugin',
      dir: path.resolve('/work/my-plugin'),
    })
    expect(
      parseArguments(['@acme/portico-book', '--id', 'addressBook', '--dir=plugins/book'], '/work'),
    ).toEqual({
      packageName: '@acme/portico-book',
      id: 'addressBook',
      dir: path.resolve('/work/plugins/book'),
    })
    expect(parseArguments(['@acme/portico-book'], '/work').dir).toBe(
      path.resolve('/work/portico-book'),
    )
  })

  it.each([
    [[], /Name the plugin package/],
    [['a', 'b'], /One package name/],
    [['My-Plugin'], /not an npm package name/],
    [['my-plugin', '--id'], /--id needs a value/],
    [['my-plugin', '--id', 'My'], /not a plugin id/],
    [['my-plugin', '--force'], /Unknown option --force/],
    [['send'], /built-in plugins.*Give one with --id/],
    [['2fa-guard'], /not a plugin id.*Give one with --id/],
  ])('refuses %j with a reason', (argv, message) => {
    expect(() => parseArguments(argv, '/work')).toThrow(UsageError)
    expect(() => parseArguments(argv, '/work')).toThrow(message)
  })

  it('writes a project and says what to do next; a mistake exits 1 with the reason', async () => {
    const cwd = await tempDir()
    const bin = path.join(here, 'index.mjs')
    const { stdout } = await run('node', [bin, 'address-book'], { cwd })
    expect(stdout).toMatch(/^Wrote the plugin addressBook \(\d+ files\) into address-book\./)
    expect(stdout).toContain('npm test')
    expect(await readdir(path.join(cwd, 'address-book'))).toContain('package.json')

    const failure = await run('node', [bin, 'address-book'], { cwd }).catch((error) => error)
    expect(failure.code).toBe(1)
    expect(failure.stderr).toMatch(/address-book is not empty .*nothing was written/)
    expect(failure.stderr).toContain('Usage: create-portico-plugin')
  })
})

describe('generating a plugin', () => {
  it('writes the template with the new names, in contents and file names', async () => {
    const dir = path.join(await tempDir(), 'book')
    const { files } = await generatePlugin({ packageName: '@acme/book', id: 'addressBook', dir })

    expect(files).toEqual(
      expect.arrayContaining([
        '.gitignore',
        'README.md',
        'package.json',
        'eslint.config.js',
        'tsconfig.json',
        'vitest.config.ts',
        'vitest.setup.ts',
        'src/addressBook.test.tsx',
        'src/entry.ts',
        'src/index.ts',
        'src/manifest.ts',
        'src/slice.ts',
        'src/locales/en.json',
        'src/locales/es.json',
        'src/locales/de.json',
        'src/views/AddressBook.tsx',
      ]),
    )
    const leftovers = []
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8')
      for (const placeholder of Object.values(TEMPLATE_NAMES))
        if (text.includes(placeholder) || file.includes(placeholder))
          leftovers.push(`${file}: ${placeholder}`)
    }
    expect(leftovers).toEqual([])

    const entry = await readFile(path.join(dir, 'src/entry.ts'), 'utf8')
    expect(entry).toContain('export const addressBook: PluginEntry')
    const manifest = await readFile(path.join(dir, 'src/manifest.ts'), 'utf8')
    expect(manifest).toContain("id: 'addressBook'")
    expect(manifest).toContain('AddressBook: undefined')
    expect(manifest).toContain('ADDRESS_BOOK_INVALID_CONTACT:')
    expect(JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'))).toEqual(
      packageJson(pluginNames('@acme/book', 'addressBook')),
    )
  })

  it('writes into an empty folder, and refuses one with anything in it, writing nothing', async () => {
    const empty = await tempDir()
    await expect(
      generatePlugin({ packageName: 'tips', id: 'tips', dir: empty }),
    ).resolves.toBeDefined()

    const taken = await tempDir()
    await writeFile(path.join(taken, 'notes.txt'), 'mine')
    await mkdir(path.join(taken, 'src'))
    await expect(generatePlugin({ packageName: 'tips', id: 'tips', dir: taken })).rejects.toThrow(
      /is not empty \(2 entries\)/,
    )
    expect((await readdir(taken)).sort()).toEqual(['notes.txt', 'src'])
    expect(await readdir(path.join(taken, 'src'))).toEqual([])
    expect(await readFile(path.join(taken, 'notes.txt'), 'utf8')).toBe('mine')

    const file = path.join(taken, 'notes.txt')
    await expect(generatePlugin({ packageName: 'tips', id: 'tips', dir: file })).rejects.toThrow(
      /is a file, not a folder/,
    )
  })

  it('refuses a bad id before writing anything', async () => {
    const dir = path.join(await tempDir(), 'x')
    await expect(generatePlugin({ packageName: 'x', id: 'X', dir })).rejects.toThrow(UsageError)
    await expect(readdir(dir)).rejects.toMatchObject({ code: 'ENOENT' })
  })
})

describe('the template', () => {
  it('declares the versions the package check installs, and the ranges the kit accepts', async () => {
    const kit = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8'))
    expect(DEV_DEPENDENCIES).toEqual({
      portico: `^${kit.version}`,
      ...HOST_DEPENDENCIES,
      ...PLUGIN_AUTHOR_DEPENDENCIES,
      typescript: TYPESCRIPT_VERSIONS.typescript,
      '@types/node': '^20',
    })
    const { portico, ...peers } = PEER_DEPENDENCIES
    expect(portico).toBe(`^${kit.version}`)
    for (const [name, range] of Object.entries(peers))
      expect([name, range]).toEqual([name, kit.peerDependencies[name] ?? kit.dependencies[name]])
    // The lint tools in exactly the kit's own versions: the rules the kit's code passes.
    for (const name of ['eslint', '@eslint/js', 'typescript-eslint', 'eslint-plugin-react-hooks'])
      expect([name, DEV_DEPENDENCIES[name]]).toEqual([name, kit.devDependencies[name]])
  })

  it('has its strings in English, Spanish and German, with the same keys and placeholders', async () => {
    const locales = path.join(TEMPLATE_DIR, 'src', 'locales')
    expect((await readdir(locales)).sort()).toEqual(['de.json', 'en.json', 'es.json'])
    const read = async (language) =>
      keyPaths(JSON.parse(await readFile(path.join(locales, `${language}.json`), 'utf8'))).sort()
    const english = await read('en')
    expect(await read('es')).toEqual(english)
    expect(await read('de')).toEqual(english)
  })
})
