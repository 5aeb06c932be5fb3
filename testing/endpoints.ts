/**
 * Where a test modal's services live: loopback addresses msw answers, where nothing listens,
 * so a handler missing from a test fails it (the server refuses unhandled requests) instead of
 * reaching a real service.
 */
export const TEST_ENDPOINTS = {
  walletServices: 'http://127.0.0.1:4010',
  blockchainServices: 'http://127.0.0.1:4011',
  analytics: 'http://127.0.0.1:4012',
} as const

/** The project id a test modal is created with, as the services see it in their query strings. */
export const TEST_PROJECT_ID = 'test'

/** The node RPC address tests give their networks (`onTestNode`); msw answers it. */
export const TEST_RPC_URL = 'http://127.0.0.1:4020'
