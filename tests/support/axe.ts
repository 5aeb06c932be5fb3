import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

// The accessibility audit the browser suites run: axe-core's WCAG 2.1 A and AA rules, which
// read open shadow roots (where the modal lives): names, roles, labels, contrast, ARIA use.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The page's axe violations, each as `rule (help): targets`, audited once no animation runs in
 * the page or in any shadow root (each root lists its own): a view fading in has low contrast.
 * Endless ones (a spinner while a view waits on someone else) are not waited for: they never end.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => {
    const roots: Array<Document | ShadowRoot> = [document]
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot)
    return roots.every((root) =>
      root
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    )
  })
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe
    const result = (await axe.run(document, { runOnly: rules })) as {
      violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>
    }
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(' ')}`,
    )
  }, RULES)
}
