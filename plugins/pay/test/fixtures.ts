// Fixtures and helpers for the pay plugin's suites, on top of `portico/testing`; only tests
// import this folder, and the library build leaves it out.
import type { Modal, ModalOptions, PluginEntry, PorticoModal } from 'portico'
import type { PluginContext } from 'portico/plugin'
import { createFakeWallet, createTestModal, type FakeProvider } from 'portico/testing'
import { expect, vi } from 'vitest'
import type { ExchangeApi } from '../endpoints'
import { manifest } from '../manifest'
import type { PaymentConfigInput, PaymentResult } from '../types'

// The chunks a payment loads on demand, loaded up front: a test file must not end while one
// of them is still being imported.
await Promise.all([
  import('../index'),
  import('../walletPayment'),
  import('../views/Pay'),
  import('../views/PayLoading'),
])

// The plugin's context in each modal it was set up in (keyed by the modal's store), as its
// setup received it: the suites dispatch its thunks with its `api`, as its views do.
const contexts = new WeakMap<object, PluginContext<ExchangeApi>>()

/**
 * The plugin as the registry lists it (its manifest and a lazy loader, loaded on first need),
 * its setup noting the context it is given (see `payApi`).
 */
export const PAY_ENTRY: PluginEntry = {
  manifest,
  load: async () => {
    const { default: plugin } = await import('../index')
    return {
      ...plugin,
      setup: (context: PluginContext<ExchangeApi>) => {
        contexts.set(context.store, context)
        return plugin.setup?.(context)
      },
    }
  },
}

/** The pay plugin's API (its context's `api`) in `modal`, where the plugin is set up. */
export function payApi(modal: Modal): ExchangeApi {
  const context = contexts.get(modal.store)
  if (!context) throw new Error('the pay plugin is not set up in this modal')
  return context.api
}

/** The account the fake wallet holds, checksummed as the kit keeps it. */
export const PAYER = '0x52908400098527886E0F7030069857D2E4169EE7'
export const RECIPIENT = '0x1111111111111111111111111111111111111111'
export const USDC_ON_BASE = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

/** 0.01 ETH on Base to RECIPIENT. */
export const ETH_ON_BASE: PaymentConfigInput = {
  paymentAsset: {
    network: 'eip155:8453',
    asset: 'native',
    metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18 },
  },
  recipient: RECIPIENT,
  amount: 0.01,
}

/** 25 USDC on Base to RECIPIENT. */
export const USDC_25: PaymentConfigInput = {
  ...ETH_ON_BASE,
  paymentAsset: {
    network: 'eip155:8453',
    asset: USDC_ON_BASE,
    metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  },
  amount: '25',
}

/**
 * A modal with the pay plugin (no UI mounted; see renderModalApp for one), on Ethereum and
 * Base. Its handle has `pay`, the host method of the plugin's manifest.
 */
export const payModal = (options: Partial<ModalOptions> = {}): PorticoModal =>
  createTestModal(
    { networks: ['eip155:1', 'eip155:8453'], ...options },
    { plugins: [PAY_ENTRY], ui: false },
  ) as PorticoModal

/** The payer's wallet: on Ethereum, and knowing Base, so a payment can switch to it. */
export const payerWallet = (): FakeProvider => createFakeWallet({ knownChainIds: [1, 8453] })

/** The pay state, which exists once the plugin is loaded. */
export function payState(modal: Modal) {
  const pay = modal.getState().pay
  if (!pay) throw new Error('the pay plugin is not loaded')
  return pay
}

export const currentView = (modal: Modal) => modal.router.current().view

/** A transaction hash as a wallet answers it. */
export const TEST_TX_HASH = `0x${'ab'.repeat(32)}`

/** How a payment's promise ended, to assert on later without racing it. */
export function observe(promise: Promise<PaymentResult>) {
  const settled: { result?: PaymentResult; error?: unknown } = {}
  const ended = promise.then(
    (result) => (settled.result = result),
    (error: unknown) => (settled.error = error),
  )
  return { settled, ended }
}

/** Asks for a payment as a host does, once its exchanges are listed (or failed to be). */
export async function startPayment(modal: PorticoModal, config: PaymentConfigInput = ETH_ON_BASE) {
  const earlier = modal.getState().pay?.paymentId
  const observed = observe(modal.pay(config))
  await vi.waitFor(() => {
    expect(payState(modal).paymentId).not.toBe(earlier)
    expect(payState(modal).exchangesStatus).toMatch(/loaded|failed/)
  })
  return observed
}
