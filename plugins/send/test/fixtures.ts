// Fixtures and helpers for the send plugin's suites, on top of `portico/testing`; only tests
// import this folder, and the library build leaves it out.
import { http, HttpResponse } from 'msw'
import type { Modal, Network, PluginEntry } from 'portico'
import {
  connectWallet,
  createFakeWallet,
  createTestModal,
  nativeEntry,
  onTestNode,
  rpcHandlers,
  setupServiceServer,
  TEST_ENDPOINTS,
  validated,
  type FakeProvider,
} from 'portico/testing'
import { expect } from 'vitest'
import type { PluginDefinition } from 'portico/plugin'
import type { SendApi } from '../endpoints'
import { manifest } from '../manifest'
import { accountLookupResponseSchema } from '../schemas'

/** The send plugin's API (its context's `api`) per modal, by the modal's store. */
const sendApis = new WeakMap<object, SendApi>()
let definition: Promise<PluginDefinition<unknown, SendApi>> | undefined

/**
 * The plugin as a host passes it: its manifest and a lazy loader (the registry row's shape).
 * Its setup also notes the API it was given, for `sendApiOf`; one definition per file, so
 * its endpoints are injected once.
 */
export const sendEntry: PluginEntry = {
  manifest,
  load: () =>
    (definition ??= import('../index').then(({ default: send }) => ({
      ...send,
      setup: (context) => {
        sendApis.set(context.store, context.api)
        return send.setup?.(context)
      },
    }))) as Promise<PluginDefinition>,
}

/** The send plugin's API in `modal` (what its views get from `usePluginApi()`), once loaded. */
export function sendApiOf(modal: Modal): SendApi {
  const api = sendApis.get(modal.store)
  if (!api) throw new Error('The send plugin is not loaded in this modal (load it from sendEntry)')
  return api
}

/** A balance entry as the balance service sends it. */
export type TokenBalance = ReturnType<typeof nativeEntry>

// Addresses in their EIP-55 checksummed form, the form the kit keeps.
/** The fake wallet's account (`FAKE_WALLET_ACCOUNT`). */
export const SENDER = '0x52908400098527886E0F7030069857D2E4169EE7'
export const RECEIVER = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
/** A token contract (USDC's on Ethereum): a real address, as the service names one. */
export const USDC_CONTRACT = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** The native entry of the balance service on Ethereum (ETH at 3000 USD). */
export const ethBalance = (numeric: string): TokenBalance => nativeEntry('eip155:1', numeric)

/** A USDC entry (6 decimals) as the service sends it: the contract as a CAIP-10 id. */
export const usdcBalance = (numeric: string): TokenBalance => ({
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: `eip155:1:${USDC_CONTRACT}`,
  value: Number(numeric),
  price: 1,
  quantity: { decimals: '6', numeric },
  iconUrl: 'https://tokens.example/usdc.png',
})

/**
 * The file's msw server: the quiet services, and a node for the test network that knows no
 * balance, so a native balance read from the node (a refresh still running as a test ends)
 * is answered on 127.0.0.1 too.
 */
export function setupSendServer() {
  return setupServiceServer(rpcHandlers.balances({}))
}

/** Ethereum with its node on the msw JSON-RPC address: no test reaches a real node. */
export const TEST_ETHEREUM: Network = onTestNode('eip155:1')

const bs = (path: string) => `${TEST_ENDPOINTS.blockchainServices}${path}`

export const nameHandlers = {
  /**
   * `GET /v1/profile/account/{name}` answered from `table` (name -> address), lower-casing
   * the name as the name service does; unknown names are a 404.
   */
  names: (table: Record<string, string>, onCall?: (name: string) => void) =>
    http.get(bs('/v1/profile/account/:name'), ({ params }) => {
      const name = String(params.name).toLowerCase()
      onCall?.(name)
      const address = table[name]
      if (address === undefined) return new HttpResponse(null, { status: 404 })
      return validated(accountLookupResponseSchema, { name, address })
    }),
  /** A failure status for every lookup. */
  failing: (status: number) =>
    http.get(bs('/v1/profile/account/:name'), () => new HttpResponse(null, { status })),
}

/**
 * A modal without its UI, the send plugin loaded and `provider` connected through the page's
 * wallet discovery. Everything it leaves behind (discovery, stored connection, the wallet in
 * the page) goes when the test ends.
 */
export async function connectedSendModal(
  provider: FakeProvider = createFakeWallet(),
  networks: Array<string | Network> = [TEST_ETHEREUM],
): Promise<Modal> {
  const modal = createTestModal({ networks }, { plugins: [sendEntry], ui: false })
  await connectWallet(modal, provider)
  expect(await modal.loadPlugin('send')).toBe('ready')
  return modal
}
