// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PNG } from 'pngjs'
import { afterEach, describe, expect, it } from 'vitest'
import {
  MAX_DIFF_RATIO,
  baselineOptionsFromEnv,
  checkBaseline,
  comparePngs,
  type BaselineOptions,
} from './screenshots'

const WIDTH = 100
const HEIGHT = 50

/** A grey image, with the `square` (x, y, side) painted black. */
function image({ width = WIDTH, height = HEIGHT, square = [0, 0, 0] } = {}): Buffer {
  const png = new PNG({ width, height })
  const [left = 0, top = 0, side = 0] = square
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = x >= left && x < left + side && y >= top && y < top + side
      const offset = (y * width + x) * 4
      png.data.set(inside ? [0, 0, 0, 255] : [200, 200, 200, 255], offset)
    }
  return PNG.sync.write(png)
}

const folders: string[] = []
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'portico-screenshots-test-'))
  folders.push(made)
  return made
}
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true })
})

describe('comparePngs', () => {
  it('passes identical images', () => {
    expect(comparePngs(image({ square: [10, 10, 5] }), image({ square: [10, 10, 5] }))).toEqual({
      ok: true,
      reason: '',
    })
  })

  it('passes a change within the tolerance, fails one beyond it with a diff image', () => {
    // 5 000 px: 10 px (0.2 %) may differ; a 3×3 square is 9 px, a 4×4 square 16 px.
    expect(WIDTH * HEIGHT * MAX_DIFF_RATIO).toBe(10)
    expect(comparePngs(image({ square: [40, 20, 3] }), image()).ok).toBe(true)
    const changed = comparePngs(image({ square: [40, 20, 4] }), image())
    expect(changed.ok).toBe(false)
    expect(changed.reason).toBe('16 px differ (0.32 %, at most 0.20 % allowed)')
    expect(changed.diff?.width).toBe(WIDTH)
  })

  it('fails images of different sizes, saying both sizes', () => {
    const result = comparePngs(image({ height: HEIGHT + 1 }), image())
    expect(result).toEqual({
      ok: false,
      reason: 'the size differs: baseline 100×50 px, actual 100×51 px',
    })
  })
})

describe('checkBaseline', () => {
  const options = (overrides: Partial<BaselineOptions> = {}): BaselineOptions => {
    const failures = folder()
    return { update: false, ci: false, failureDir: () => failures, ...overrides }
  }

  it('passes a screenshot that matches its baseline, writing nothing', () => {
    const dir = folder()
    const baseline = path.join(dir, 'connect.png')
    checkBaseline(image(), baseline, options({ update: true }))
    const checked = options()
    expect(checkBaseline(image(), baseline, checked)).toBeUndefined()
    expect(readdirSync(checked.failureDir())).toEqual([])
  })

  it('fails a missing baseline outside the update mode, and on CI, writing none', () => {
    const baseline = path.join(folder(), 'connect.png')
    for (const ci of [false, true]) {
      expect(checkBaseline(image(), baseline, options({ ci }))).toMatch(
        /^connect: no baseline at .*connect\.png \(write it with PORTICO_UPDATE_SCREENSHOTS=1/,
      )
      expect(existsSync(baseline)).toBe(false)
    }
  })

  it('refuses the update mode on CI', () => {
    const baseline = path.join(folder(), 'connect.png')
    expect(() => checkBaseline(image(), baseline, options({ update: true, ci: true }))).toThrow(
      'PORTICO_UPDATE_SCREENSHOTS=1 on CI',
    )
    expect(existsSync(baseline)).toBe(false)
  })

  it('fails a changed screenshot and writes the actual, the baseline and the diff for review', () => {
    const baseline = path.join(folder(), 'send-dark-375.png')
    checkBaseline(image(), baseline, options({ update: true }))
    const checked = options()
    const problem = checkBaseline(image({ square: [0, 0, 20] }), baseline, checked)
    expect(problem).toBe(
      `send-dark-375: 400 px differ (8.00 %, at most 0.20 % allowed); see send-dark-375.actual.png, send-dark-375.baseline.png, send-dark-375.diff.png in ${checked.failureDir()}`,
    )
    expect(readdirSync(checked.failureDir()).sort()).toEqual([
      'send-dark-375.actual.png',
      'send-dark-375.baseline.png',
      'send-dark-375.diff.png',
    ])
    // The baseline is kept as it was.
    expect(comparePngs(readFileSync(baseline), image()).ok).toBe(true)
  })

  it('rewrites a changed baseline in the update mode', () => {
    const baseline = path.join(folder(), 'connect.png')
    checkBaseline(image(), baseline, options({ update: true }))
    const changed = image({ square: [0, 0, 20] })
    expect(checkBaseline(changed, baseline, options({ update: true }))).toBeUndefined()
    expect(readFileSync(baseline).equals(changed)).toBe(true)
  })
})

describe('baselineOptionsFromEnv', () => {
  it('reads the update mode and CI from the environment', () => {
    expect(baselineOptionsFromEnv({ PORTICO_UPDATE_SCREENSHOTS: '1' })).toMatchObject({
      update: true,
      ci: false,
    })
    expect(baselineOptionsFromEnv({ CI: 'true' })).toMatchObject({ update: false, ci: true })
    expect(baselineOptionsFromEnv({ CI: 'false' }).ci).toBe(false)
  })
})
