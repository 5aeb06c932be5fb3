import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { quietServices } from './services'

/**
 * One msw server per test file. Unhandled requests fail the test: no test may reach a
 * real service by accident. The quiet defaults answer the calls a modal makes on its own
 * (config, origins, analytics config); a test overrides them with `server.use`.
 */
export function setupMswServer(defaults: RequestHandler[] = quietServices()) {
  const server = setupServer(...defaults)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
