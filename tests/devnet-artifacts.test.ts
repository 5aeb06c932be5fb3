// @vitest-environment node
// demo/devnet/artifacts.json is what the devnet deploys; it must be exactly what the committed
// contracts compile to with the pinned solc (`node demo/devnet/compile.mjs` rewrites it).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { artifactsPath, compileContracts } from '../demo/devnet/compile.mjs'

describe('devnet contract artifacts', () => {
  it(
    'match a fresh compile of demo/devnet/contracts',
    () => {
      const committed = JSON.parse(readFileSync(artifactsPath, 'utf8')) as ReturnType<
        typeof compileContracts
      >
      const fresh = compileContracts()
      expect(Object.keys(fresh.contracts).sort()).toEqual([
        'DevCollectible',
        'TestGold',
        'TestUSDC',
      ])
      expect(committed.compiler).toBe(fresh.compiler)
      for (const [name, contract] of Object.entries(fresh.contracts)) {
        expect(committed.contracts[name]?.bytecode, `${name} bytecode`).toBe(contract.bytecode)
        expect(committed.contracts[name]?.abi, `${name} abi`).toEqual(contract.abi)
      }
    },
    // solc-js compiles in ~1.5 s here; generous for a loaded 2-core machine.
    30_000,
  )
})
