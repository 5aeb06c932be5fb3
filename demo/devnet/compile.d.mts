// Types of compile.mjs for the TypeScript that imports it (tests/devnet-artifacts.test.ts).
import type { Abi } from 'viem'

export interface Artifact {
  abi: Abi
  bytecode: `0x${string}`
}
export interface Artifacts {
  compiler: string
  contracts: Record<string, Artifact>
}

export const contractsDir: string
export const artifactsPath: string
export function compileContracts(): Artifacts
