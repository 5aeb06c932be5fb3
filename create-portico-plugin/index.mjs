#!/usr/bin/env node
// create-portico-plugin: `npm init portico-plugin my-plugin` or
// `npx create-portico-plugin my-plugin [--id myPlugin] [--dir path]` writes a plugin project
// (its code, suite, type check and README) into a new folder.
import path from 'node:path'
import { generatePlugin, parseArguments, UsageError } from './generate.mjs'

const USAGE = `Usage: create-portico-plugin <package-name> [--id <pluginId>] [--dir <folder>]

  <package-name>  the plugin's npm package name, e.g. my-plugin or @acme/portico-tips
  --id            the plugin's id, in camelCase (default: from the package name, e.g. myPlugin)
  --dir           where to write it, a missing or empty folder (default: ./<package-name>)`

async function main(argv) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE)
    return 0
  }
  try {
    const request = parseArguments(argv)
    const { names, files } = await generatePlugin(request)
    const where = path.relative(process.cwd(), request.dir) || '.'
    console.log(
      [
        `Wrote the plugin ${names.id} (${files.length} files) into ${where}.`,
        '',
        'Next:',
        `  cd ${where}`,
        '  npm install',
        "  npm test           # its suite, on the kit's test kit (portico/testing)",
        '  npm run typecheck',
        '',
        `Then see ${path.join(where, 'README.md')}: what the plugin does, and how a host adds it.`,
      ].join('\n'),
    )
    return 0
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`create-portico-plugin: ${error.message}\n\n${USAGE}`)
    return 1
  }
}

process.exitCode = await main(process.argv.slice(2))
