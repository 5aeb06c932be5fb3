// The suite runs in happy-dom (a DOM for Node), where the modal mounts as it does in a page.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // Testing Library and user-event undo what a test did (the rendered trees, the clipboard
    // stub) in a global afterEach, which exists only with the globals on.
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.ts?(x)'],
    // A test mounts the whole modal and loads the plugin's chunks: a few hundred milliseconds
    // on a laptop, some seconds on a busy two-core CI machine.
    testTimeout: 15_000,
  },
})
