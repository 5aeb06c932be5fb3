// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { hasChromium, newPage, stackForSuite } from './stack'

// The kit declares React ^18.2 || ^19 (package.json peerDependencies) and develops on 19: this
// suite serves the demo page on React 18 (demo/react18, as `PORTICO_REACT=18 npm run demo`)
// and drives it in Debian's Chromium, skipped where there is none, like the other suites.
vi.setConfig({ testTimeout: 60_000 })

/** What the stand-in DevTools hook below records of each React renderer that registers. */
interface Renderer {
  rendererPackageName?: string
  version?: string
}
type Recorded = Window & { __porticoRenderers?: Renderer[] }

/**
 * A stand-in for the React DevTools hook, installed before the page's scripts run. Every
 * react-dom registers with the hook when it loads, giving its own `version`: what is recorded
 * is the renderer that really runs the page and the modal, which cannot say 18 on React 19.
 */
function recordReactRenderers() {
  const renderers: Renderer[] = []
  ;(window as Recorded).__porticoRenderers = renderers
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: Renderer) {
        renderers.push({
          rendererPackageName: renderer.rendererPackageName,
          version: renderer.version,
        })
        return renderers.length
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  })
}

describe.skipIf(!hasChromium)('the demo on React 18, in Chromium', () => {
  const stack = stackForSuite({ react: 18 })

  it('renders on React 18, connects Demo Wallet, shows the account, and works with the keyboard', async () => {
    const { page, context } = await newPage(stack())
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // newPage has loaded the page already: the hook goes in before the scripts of a reload.
    await context.addInitScript(recordReactRenderers)
    await page.reload()
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    await connectButton.waitFor()
    expect(await page.evaluate(() => (window as Recorded).__porticoRenderers)).toEqual([
      { rendererPackageName: 'react-dom', version: '18.3.1' },
    ])

    // Connect through the modal (rendered by the same React 18, into its shadow root).
    await connectButton.click()
    await page.getByRole('button', { name: /Demo Wallet/ }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const summary = page.locator('.account-summary')
    await summary.getByText(/ETH$/).waitFor()
    expect(await summary.textContent()).toMatch(
      /Connected as 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 on Local Mainnet · 9999\.\d+ ETH/,
    )

    // The keyboard: Enter on the account button opens the Account view, Escape closes it and
    // gives focus back to the button.
    // The connected ConnectButton's account button: the short address, then the balance.
    const accountButton = page.getByRole('button', { name: /^0xf39F…2266/ })
    await accountButton.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^0xf39F…2266/)

    // Still one renderer, React 18's: the modal's lazily loaded chunks brought no other React.
    expect(await page.evaluate(() => (window as Recorded).__porticoRenderers)).toEqual([
      { rendererPackageName: 'react-dom', version: '18.3.1' },
    ])
    expect(errors).toEqual([])
    await context.close()
  })
})
