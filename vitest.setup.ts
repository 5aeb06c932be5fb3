// Runs before every test file (vite.config.ts, test.setupFiles).
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Tell React it runs under tests, so updates wrapped in act() are flushed without the
// "not configured to support act(...)" warning, also for tests that render with react-dom directly.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

// Unmount what a test rendered, so the next test starts from an empty document.
afterEach(() => {
  cleanup()
})
