// Helpers for the send plugin's tests; nothing in the library imports this file.
import { http, HttpResponse } from 'msw'
import { onTestFinished } from 'vitest'
import type { TokenBalance } from '../../core/account/schemas'
import { toChecksumAddress } from '../../core/chains/address'
import { discoverConnectors } from '../../core/connectors/discover'
import type { Modal } from '../../core/createModalCore'
import type { PluginEntry } from '../../core/plugin/types'
import type { Network } from '../../core/chains/network'
import { nativeEntry, onTestNode } from '../../tests/msw/account'
import { rpcHandlers } from '../../tests/msw/rpc'
import { setupMswServer } from '../../tests/msw/server'
import { TEST_ENDPOINTS, quietServices, validated } from '../../tests/msw/services'
import { DEMO_WALLET_INFO, announceWallet } from '../../tests/support/announceWallet'
import { coreModal } from '../../tests/support/coreModal'
import { FakeProvider } from '../../tests/support/fakeProvider'
import { accountLookupResponseSchema } from './schemas'

/** The plugin as a host passes it: a lazy entry naming its views (the registry row's shape). */
export const sendEntry: PluginEntry = {
  id: 'send',
  views: ['Send', 'SendSelectToken', 'SendPreview'],
  load: () => import('./index'),
}

/** The fake wallet's account, checksummed as the kit keeps it. */
export const SENDER = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7')
export const RECEIVER = toChecksumAddress('0x8ba1f109551bd432803012645ac136ddd64dba72')
/** A token contract (USDC's on Ethereum): a real address, as the service names one. */
export const USDC_CONTRACT = toChecksumAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')

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
  return setupMswServer([...quietServices(), rpcHandlers.balances({})])
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
 * wallet discovery. Everything it leaves behind (discovery, stored connection) goes when the
 * test ends.
 */
export async function connectedSendModal(
  provider = new FakeProvider(),
  networks: Array<string | Network> = [TEST_ETHEREUM],
): Promise<Modal> {
  const { connectWith } = await import('../../core/connection')
  const modal = coreModal({ networks }, [sendEntry])
  onTestFinished(() => {
    discoverConnectors(modal.runtime)()
    localStorage.clear()
  })
  onTestFinished(announceWallet(provider))
  await modal.store.dispatch(connectWith(DEMO_WALLET_INFO.rdns))
  expect(await modal.loadPlugin('send')).toBe('ready')
  return modal
}
