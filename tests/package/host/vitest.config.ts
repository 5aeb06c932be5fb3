// A plugin author's test set-up: happy-dom, vitest's globals, React told it runs under tests.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['gas-tracker/**/*.test.ts?(x)'],
  },
})
