import type { ConnectorMeta } from '../../../core/connectors/types'
import type { WalletListItem } from '../../../core/wallets/schemas'
import { listedConnectors, listedEntries, type ListedEntry } from './listedConnectors'

const announced = (name: string, rdns: string): ConnectorMeta => ({
  id: rdns,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns },
  installed: true,
})

const browserWallet: ConnectorMeta = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  info: {},
  installed: true,
}

const demo = announced('Demo Wallet', 'dev.localstack.demowallet')
const other = announced('Other Wallet', 'com.example.other')
const desktop = { isMobile: false, excludedWallets: [] }
const mobile = { isMobile: true, excludedWallets: [] }

test('announced wallets are listed in the order they announced themselves', () => {
  expect(listedConnectors([demo, other], desktop)).toEqual([demo, other])
})

test('the browser wallet is hidden on desktop, where the announced wallets stand for it', () => {
  expect(listedConnectors([browserWallet, demo], desktop)).toEqual([demo])
})

test('the browser wallet is listed on mobile when a provider is injected', () => {
  expect(listedConnectors([browserWallet, demo], mobile)).toEqual([browserWallet, demo])
})

test('excluded wallets are hidden by rdns or by name in any case, the others stay', () => {
  expect(
    listedConnectors([demo, other], {
      isMobile: false,
      excludedWallets: [{ name: 'x', rdns: demo.id }],
    }),
  ).toEqual([other])
  expect(
    listedConnectors([demo, other], {
      isMobile: false,
      excludedWallets: [{ name: 'other WALLET' }],
    }),
  ).toEqual([demo])
})

test("the host's own connectors follow the installed wallets; WalletConnect is not listed", () => {
  const hosts: ConnectorMeta = {
    id: 'host.wallet',
    name: 'Host Wallet',
    type: 'EXTERNAL',
    chain: 'eip155',
    info: {},
    installed: true,
  }
  const walletConnect: ConnectorMeta = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    info: {},
    installed: false,
  }
  expect(listedConnectors([hosts, walletConnect, demo], desktop)).toEqual([
    walletConnect,
    demo,
    hosts,
  ])
})

test('connectors without a provider in this page are not listed', () => {
  const explorerOnly: ConnectorMeta = { ...other, type: 'EXTERNAL', installed: false }
  expect(listedConnectors([explorerOnly, demo], desktop)).toEqual([demo])
})

describe('recent wallets (SPEC §2 group order, §9)', () => {
  const walletConnect: ConnectorMeta = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    info: {},
    installed: false,
  }
  const recent = (id: string, name: string, rdns: string | null = null): WalletListItem => ({
    id,
    name,
    image_id: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    rdns,
  })
  const rainbow = recent('rainbow-id', 'Rainbow', 'me.rainbow')
  const zerion = recent('zerion-id', 'Zerion')
  const label = (entry: ListedEntry) =>
    entry.kind === 'connector' ? entry.connector.name : `recent ${entry.wallet.name}`

  test('come after WalletConnect and before the installed wallets, most recent first', () => {
    expect(listedEntries([demo, walletConnect], [zerion, rainbow], desktop).map(label)).toEqual([
      'WalletConnect',
      'recent Zerion',
      'recent Rainbow',
      'Demo Wallet',
    ])
  })

  test('leave out one an installed wallet already offers, and excluded ones', () => {
    const installedRainbow = announced('Rainbow', 'me.rainbow')
    expect(listedEntries([installedRainbow], [zerion, rainbow], desktop).map(label)).toEqual([
      'recent Zerion',
      'Rainbow',
    ])
    expect(
      listedEntries([], [zerion, rainbow], {
        isMobile: false,
        excludedWallets: [{ name: 'ZERION' }],
      }).map(label),
    ).toEqual(['recent Rainbow'])
  })

  test('are not connectors: listedConnectors leaves them out', () => {
    expect(listedConnectors([demo], desktop)).toEqual([demo])
    expect(listedEntries([demo], [], desktop)).toEqual([{ kind: 'connector', connector: demo }])
  })
})

test('featured and recommended wallets follow the SPEC order, each wallet once', () => {
  const wallet = (id: string, rdns: string | null = null): WalletListItem => ({
    id,
    name: `Wallet ${id}`,
    rdns,
  })
  const recent = wallet('r1')
  const featured = [wallet('f1'), recent]
  // One recommended wallet is the announced Demo Wallet (by rdns), one is already featured.
  const recommended = [wallet('c1'), wallet('demo', 'dev.localstack.demowallet'), wallet('f1')]
  const entries = listedEntries([demo], [recent], desktop, { featured, recommended })
  expect(
    entries.map((entry) =>
      entry.kind === 'connector' ? entry.connector.id : `${entry.kind}:${entry.wallet.id}`,
    ),
  ).toEqual(['recent:r1', 'dev.localstack.demowallet', 'featured:f1', 'recommended:c1'])
})
