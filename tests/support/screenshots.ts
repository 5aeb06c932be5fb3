// Screenshots compared with committed baselines (the visual regression suite,
// tests/e2e/visual.e2e.test.ts): pixelmatch on the decoded PNGs, within a small tolerance, so
// that text rendered a hair differently passes and a change of looks fails until its new
// baseline is committed, a reviewed decision. PORTICO_UPDATE_SCREENSHOTS=1 writes the
// baselines that are missing or differ; never in CI, where a missing baseline is a failure.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/**
 * How far apart two pixels' colours may be and still match (pixelmatch's threshold: 0 to 1,
 * the OKLab distance, black to white is 1). 0.1 passes a glyph's edge rendered a step lighter.
 */
export const PIXEL_THRESHOLD = 0.1
/** The share of an image's pixels that may differ beyond PIXEL_THRESHOLD: 0.2 %. */
export const MAX_DIFF_RATIO = 0.002
/** The environment variable that turns the update mode on (`1`). */
export const UPDATE_VARIABLE = 'PORTICO_UPDATE_SCREENSHOTS'

export interface Comparison {
  /** Whether the images match within the tolerance. */
  ok: boolean
  /** Why not, in words; empty when they match. */
  reason: string
  /** The differing pixels drawn in red over the baseline faded (same size images only). */
  diff?: PNG
}

/** Whether two PNGs (encoded) show the same image within PIXEL_THRESHOLD and MAX_DIFF_RATIO. */
export function comparePngs(actualPng: Buffer, baselinePng: Buffer): Comparison {
  const actual = PNG.sync.read(actualPng)
  const baseline = PNG.sync.read(baselinePng)
  if (actual.width !== baseline.width || actual.height !== baseline.height)
    return {
      ok: false,
      reason: `the size differs: baseline ${baseline.width}×${baseline.height} px, actual ${actual.width}×${actual.height} px`,
    }
  const { width, height } = actual
  const diff = new PNG({ width, height })
  // includeAA false: pixels pixelmatch finds to be anti-aliasing (glyph and curve edges) are
  // not counted, they move with the rasterizer rather than with the design.
  const differing = pixelmatch(baseline.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
  })
  const ratio = differing / (width * height)
  if (ratio <= MAX_DIFF_RATIO) return { ok: true, reason: '' }
  return {
    ok: false,
    reason: `${differing} px differ (${(ratio * 100).toFixed(2)} %, at most ${(MAX_DIFF_RATIO * 100).toFixed(2)} % allowed)`,
    diff,
  }
}

export interface BaselineOptions {
  /** Write the baseline when it is missing or differs (PORTICO_UPDATE_SCREENSHOTS=1). */
  update: boolean
  /** On CI (CI set): the update mode is refused, a missing baseline is a failure. */
  ci: boolean
  /** Where a failed comparison's actual, baseline and diff PNGs are written. */
  failureDir: () => string
}

/** The options from the environment: the update mode and CI as their variables say. */
export function baselineOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BaselineOptions {
  let failureDir: string | undefined
  return {
    update: env[UPDATE_VARIABLE] === '1',
    ci: Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0',
    // One folder for the run, made on the first failure only.
    failureDir: () => (failureDir ??= mkdtempSync(path.join(tmpdir(), 'portico-screenshots-'))),
  }
}

/**
 * Checks a screenshot (PNG) against the baseline at `baselinePath`. Returns undefined when it
 * matches (or was written in the update mode), else the problem in words, naming the files
 * written for review (actual, baseline, diff). Throws in the update mode on CI.
 */
export function checkBaseline(
  actualPng: Buffer,
  baselinePath: string,
  options: BaselineOptions,
): string | undefined {
  if (options.update && options.ci)
    throw new Error(`${UPDATE_VARIABLE}=1 on CI: baselines are written locally and committed`)
  const name = path.basename(baselinePath, '.png')
  if (!existsSync(baselinePath)) {
    if (options.update) {
      writeBaseline(baselinePath, actualPng)
      return undefined
    }
    return `${name}: no baseline at ${baselinePath} (write it with ${UPDATE_VARIABLE}=1, review it, commit it)`
  }
  const baselinePng = readFileSync(baselinePath)
  const comparison = comparePngs(actualPng, baselinePng)
  if (comparison.ok) return undefined
  if (options.update) {
    writeBaseline(baselinePath, actualPng)
    return undefined
  }
  const dir = options.failureDir()
  const files: Array<[string, Buffer]> = [
    [`${name}.actual.png`, actualPng],
    [`${name}.baseline.png`, baselinePng],
  ]
  if (comparison.diff) files.push([`${name}.diff.png`, PNG.sync.write(comparison.diff)])
  for (const [file, png] of files) writeFileSync(path.join(dir, file), png)
  return `${name}: ${comparison.reason}; see ${files.map(([file]) => file).join(', ')} in ${dir}`
}

function writeBaseline(baselinePath: string, png: Buffer) {
  mkdirSync(path.dirname(baselinePath), { recursive: true })
  writeFileSync(baselinePath, png)
}
