import { vi } from 'vitest'

/**
 * No call of the test reaches a network, with or without an msw server: every `fetch` gets a
 * 404, which raises no alert and is not retried, so the remote config cannot add banners
 * while a test runs. For suites about the UI alone; `setupServiceServer` answers with real
 * bodies instead. `vi.unstubAllGlobals()` undoes it.
 */
export function stubNetwork(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  )
}
