import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { serviceHandlers } from './services'

/**
 * The test file's msw server, listening for the whole file: call it once at the top level.
 * `handlers` come first, then the quiet defaults (`serviceHandlers.quiet()`) that answer the
 * calls a modal makes on its own, so a handler given here overrides a default; within a test,
 * `server.use(...)` overrides both until the test ends. A request no handler answers fails
 * the test: no test reaches a real service by accident.
 */
export function setupServiceServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, ...serviceHandlers.quiet())
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
