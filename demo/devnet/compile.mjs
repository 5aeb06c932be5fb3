// Compiles the devnet's contracts (contracts/*.sol: the ERC-20s and the ERC-721 collection)
// with the solc npm package and, when run as a script (`node demo/devnet/compile.mjs`), writes
// demo/devnet/artifacts.json.
//
// Why a committed artifact: the demo and the tests deploy from artifacts.json, so starting the
// devnet never pays for a compile; tests/devnet-artifacts.test.ts recompiles and compares, so the
// artifact cannot drift from the sources. solc-js carries its compiler (soljson.js) inside the
// npm package: compile() runs in-process and downloads nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
/** @type {{ compile(input: string): string, version(): string }} */
const solc = require('solc')

export const contractsDir = path.join(here, 'contracts')
export const artifactsPath = path.join(here, 'artifacts.json')

// Pinned so the bytecode depends only on the sources and the solc version (package.json pins
// it exactly), not on the compiler's defaults. 'cancun' runs on every current anvil hardfork.
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

/**
 * @typedef {{ abi: unknown[], bytecode: `0x${string}` }} Artifact
 * @typedef {{ compiler: string, contracts: Record<string, Artifact> }} Artifacts
 */

/**
 * Compiles every .sol file of contracts/ and returns abi and creation bytecode of each
 * deployable (non-abstract) contract, keyed by contract name.
 * @returns {Artifacts}
 */
export function compileContracts() {
  // Source unit names are the bare file names, so `import "./DevToken.sol"` resolves to a
  // source given here and no import callback (file system access by solc) is needed.
  /** @type {Record<string, { content: string }>} */
  const sources = {}
  for (const file of readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort())
    sources[file] = { content: readFileSync(path.join(contractsDir, file), 'utf8') }

  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources, settings: SETTINGS })),
  )
  const errors = (output.errors ?? []).filter(
    (/** @type {{ severity: string }} */ e) => e.severity === 'error',
  )
  if (errors.length > 0)
    throw new Error(
      `solc: ${errors.map((/** @type {{ formattedMessage: string }} */ e) => e.formattedMessage).join('\n')}`,
    )

  /** @type {Record<string, Artifact>} */
  const contracts = {}
  for (const file of Object.keys(output.contracts).sort())
    for (const [name, contract] of Object.entries(output.contracts[file])) {
      const object = contract.evm.bytecode.object
      if (!object) continue // abstract (DevToken): nothing to deploy
      contracts[name] = { abi: contract.abi, bytecode: `0x${object}` }
    }
  return { compiler: solc.version(), contracts }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const artifacts = compileContracts()
  writeFileSync(artifactsPath, `${JSON.stringify(artifacts, null, 2)}\n`)
  console.log(
    `compiled ${Object.keys(artifacts.contracts).join(', ')} with solc ${artifacts.compiler} in ` +
      `${Math.round(performance.now() - started)} ms → ${path.relative(process.cwd(), artifactsPath)}`,
  )
}
