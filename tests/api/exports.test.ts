// @vitest-environment node
// The public API of each entry (package.json "exports"), values and types, as a snapshot:
// adding, renaming or removing an export changes the snapshot, so a change of public API
// is a decision someone makes in review (`vitest -u`), never an accident.
import path from 'node:path'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_ENTRIES } from '../../entries.mjs'

const root = path.resolve(import.meta.dirname, '../..')

function exportsOf(program: ts.Program, file: string): string[] {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  const symbol = source && checker.getSymbolAtLocation(source)
  if (!symbol) throw new Error(`${file} is not a module`)
  return checker
    .getExportsOfModule(symbol)
    .map((exported) => {
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const isValue = (target.flags & ts.SymbolFlags.Value) !== 0
      return `${exported.name}${isValue ? '' : ' (type)'}`
    })
    .sort()
}

describe('the public entries', () => {
  // One program for all of them: the entries share most of their files.
  const files = Object.values(PUBLIC_ENTRIES).map((file) => path.join(root, `${file}.ts`))
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )
  const program = ts.createProgram(files, config?.options ?? {})
  // Binding the whole program is the slow part (seconds on a busy machine): done once here,
  // under a hook's longer time limit, rather than inside whichever test asks first.
  beforeAll(() => {
    program.getTypeChecker()
  }, 60_000)

  for (const [name, file] of Object.entries(PUBLIC_ENTRIES)) {
    it(`${name} exports what its snapshot lists`, () => {
      const names = exportsOf(program, path.join(root, `${file}.ts`))
      expect(names.length).toBeGreaterThan(0)
      expect(names).toMatchSnapshot()
    })
  }
})
