// Helpers for the pay plugin's tests; the library never imports this file.
import { discoverConnectors } from '../../core/connectors/discover'
import type { Modal } from '../../core/createModalCore'
import type { HostOptionsInput } from '../../core/options'
import type { PluginEntry } from '../../core/plugin/types'
import { connectTestWallet, installTestWallet } from '../../tests/support/announceWallet'
import { coreModal } from '../../tests/support/coreModal'
import { FakeProvider } from '../../tests/support/fakeProvider'
import { pay } from './host'
import type { PaymentConfigInput, PaymentResult } from './types'

// The chunks a payment loads on demand, loaded up front: a test file must not end while one
// of them is still being imported.
await Promise.all([
  import('../../core/connection'),
  import('./index'),
  import('./walletPayment'),
  import('./views/Pay'),
  import('./views/PayLoading'),
])

/** The plugin as the registry will list it: known by its views, loaded on first need. */
export const PAY_ENTRY: PluginEntry = {
  id: 'pay',
  views: ['Pay', 'PayLoading'],
  load: () => import('./index'),
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

/** A modal with the pay plugin (no UI mounted; see renderModalApp for one), on Ethereum and Base. */
export function payModal(options: Partial<HostOptionsInput> = {}): Modal {
  const modal = coreModal(
    { networks: ['eip155:1', 'eip155:8453'], enableWalletConnect: false, ...options },
    [PAY_ENTRY],
  )
  // What outlives a destroy: wallet discovery listens on window (asking for it again returns
  // its stop), and the stored connection, which the next modal would restore.
  onTestFinished(() => {
    discoverConnectors(modal.runtime)()
    localStorage.clear()
  })
  return modal
}

/** Announces a fake wallet for the test and connects the modal to it. */
export async function connectWallet(
  modal: Modal,
  provider: FakeProvider = new FakeProvider({ knownChainIds: [1, 8453] }),
): Promise<FakeProvider> {
  installTestWallet(provider)
  await connectTestWallet(modal)
  return provider
}

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
export async function startPayment(modal: Modal, config: PaymentConfigInput = ETH_ON_BASE) {
  const earlier = modal.getState().pay?.paymentId
  const observed = observe(pay(modal, config))
  await vi.waitFor(() => {
    expect(payState(modal).paymentId).not.toBe(earlier)
    expect(payState(modal).exchangesStatus).toMatch(/loaded|failed/)
  })
  return observed
}
