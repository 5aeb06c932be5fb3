// @vitest-environment node
// The API reference (`npm run docs`, typedoc.json) builds without an error or a validation
// warning: every public function, method and call signature is documented, every link
// resolves, and every type a public one refers to is public too or listed on purpose
// (`intentionallyNotExported`). Runs TypeDoc's own API with nothing emitted.
import path from 'node:path'
import { Application, LogLevel, TSConfigReader, TypeDocReader } from 'typedoc'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

// RTK's own declarations carry comments TypeDoc warns about whenever it reads them (summary
// text beside `@inheritdoc`); they are not ours to fix, and not in the reference.
const THIRD_PARTY = /node_modules[\\/]/

describe('the API reference', () => {
  it('builds from the public entries without errors or validation warnings', async () => {
    const app = await Application.bootstrapWithPlugins(
      { options: path.join(root, 'typedoc.json'), emit: 'none' },
      [new TypeDocReader(), new TSConfigReader()],
    )
    const messages: { phase: 'convert' | 'validate'; level: LogLevel; text: string }[] = []
    let phase: 'convert' | 'validate' = 'convert'
    app.logger.log = (text, level) => {
      if (level >= LogLevel.Warn) messages.push({ phase, level, text })
    }

    const project = await app.convert()
    expect(project, 'TypeDoc converted the entries').toBeDefined()
    if (project) {
      phase = 'validate'
      app.validate(project)
      expect(project.children?.map((module) => module.name).toSorted()).toEqual([
        'portico',
        'portico/button',
        'portico/names',
        'portico/nfts',
        'portico/plugin',
        'portico/react',
        'portico/server',
        'portico/testing',
        'portico/ui',
        'portico/wagmi',
      ])
    }

    const problems = messages
      .filter(
        (message) =>
          message.level === LogLevel.Error ||
          message.phase === 'validate' ||
          !THIRD_PARTY.test(message.text),
      )
      .map((message) => `${message.phase}: ${message.text}`)
    expect(problems, `TypeDoc reported:\n${problems.join('\n')}`).toEqual([])
  }, 60_000)
})
