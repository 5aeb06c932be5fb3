// Runs before every test file (vite.config.ts, test.setupFiles).
import { afterEach, vi } from 'vitest'

// Tell React it runs under tests, so updates wrapped in act() are flushed without the
// "not configured to support act(...)" warning, also for tests that render with react-dom directly.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

// Unmount what a test rendered, so the next test starts from an empty document. Only where
// there is a document: the Node-environment files (server, browser suites, the package's
// checks) render nothing, and Testing Library brings react-dom, a third of a second of
// loading for each of them.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
  })
}

// No test may reach a WalletConnect relay (this machine's tests talk to 127.0.0.1 only): every
// suite gets the scriptable stand-in of the universal provider, whether or not it means to
// pair. Suites that script pairings use the same module (tests/support/universalProviderMock).
vi.mock('@walletconnect/universal-provider', async () => {
  const { universalProviderModule } = await import('./tests/support/universalProviderMock')
  return universalProviderModule
})
