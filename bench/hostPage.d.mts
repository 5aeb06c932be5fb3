// Types of hostPage.mjs, for the TypeScript suites that build and weigh a host page.
import type { AliasOptions } from 'vite'

export interface PageChunk {
  fileName: string
  code: string
  moduleIds: string[]
}

export interface PageRow {
  file: string
  raw: number
  gzip: number
  initial: boolean
  vendor: boolean
  runtime: boolean
  what: string
  chunk: PageChunk
}

export interface PageWeight {
  rows: PageRow[]
  initialGzip: number
  initialFiles: number
  reactGzip: number
  runtimeGzip: number
  largestParts: Array<[string, number]>
  mergedLazy: string[]
  eagerButLazy: string[]
  /** wagmi or react-query modules in a page that does not import portico/wagmi. */
  wagmiLoaded: string[]
}

export interface BuiltPage {
  output: unknown[]
  graph: { staticModules: Set<string> }
}

export declare const INITIAL_JS_BUDGET_GZIP: number
export declare function kB(bytes: number): string
export declare function modulePath(id: string, repoRoot: string): string
export declare function buildPage(options: {
  root: string
  out: string
  aliases?: AliasOptions
}): Promise<BuiltPage>
export declare function weighPage(page: BuiltPage, repoRoot: string): PageWeight
export declare function printWeight(
  weight: PageWeight,
  options: { budgetKb: number },
): { failed: boolean }
