import { describe, expect, it } from 'vitest'
import type { ConnectorFacts } from './connectorFacts'
import {
  hasShownInstalledWallet,
  isConnectorShown,
  isExcludedWallet,
  visibleConnectors,
  type VisibilityContext,
} from './visibility'

const browserWallet: ConnectorFacts = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }
const metamask: ConnectorFacts = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  info: { rdns: 'io.metamask' },
  explorerId: 'c57ca95b',
}
const walletConnect: ConnectorFacts = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
}

const desktop: VisibilityContext = {
  isMobile: false,
  browserWalletInstalled: true,
  excludedWallets: [],
}
const mobile: VisibilityContext = { ...desktop, isMobile: true }

describe('the browser-wallet connector (SPEC §2)', () => {
  it('is hidden on desktop, installed or not', () => {
    expect(isConnectorShown(browserWallet, desktop)).toBe(false)
    expect(isConnectorShown(browserWallet, { ...desktop, browserWalletInstalled: false })).toBe(
      false,
    )
  })

  it('is shown on mobile when installed', () => {
    expect(isConnectorShown(browserWallet, mobile)).toBe(true)
  })

  it('is hidden on mobile when it has no rdns and is not installed', () => {
    const notInstalled = { ...mobile, browserWalletInstalled: false }
    expect(isConnectorShown(browserWallet, notInstalled)).toBe(false)
    expect(isConnectorShown({ ...browserWallet, info: { rdns: null } }, notInstalled)).toBe(false)
    expect(isConnectorShown({ ...browserWallet, info: { rdns: '' } }, notInstalled)).toBe(false)
  })

  it('is shown on mobile without an installed provider when it has an rdns', () => {
    const withRdns = { ...browserWallet, info: { rdns: 'com.wallet.in-app' } }
    expect(isConnectorShown(withRdns, { ...mobile, browserWalletInstalled: false })).toBe(true)
  })

  it('is recognised by its name as well as by its id', () => {
    const renamed: ConnectorFacts = {
      id: 'eip155-injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
    }
    expect(isConnectorShown(renamed, desktop)).toBe(false)
  })

  it('leaves other injected connectors alone on desktop', () => {
    const phantom: ConnectorFacts = { id: 'phantom', name: 'Phantom', type: 'INJECTED' }
    expect(isConnectorShown(phantom, desktop)).toBe(true)
    expect(isConnectorShown(metamask, desktop)).toBe(true)
  })
})

describe('excluded wallets (SPEC §2)', () => {
  it('match by rdns', () => {
    expect(
      isExcludedWallet({ name: 'Other', rdns: 'io.metamask' }, [
        { name: 'X', rdns: 'io.metamask' },
      ]),
    ).toBe(true)
  })

  it('match by name, ignoring case', () => {
    expect(isExcludedWallet({ name: 'METAMASK' }, [{ name: 'MetaMask', rdns: null }])).toBe(true)
    expect(isExcludedWallet({ name: 'metamask ' }, [{ name: 'MetaMask' }])).toBe(true)
  })

  it('do not match on an empty or missing rdns', () => {
    expect(isExcludedWallet({ name: 'A', rdns: null }, [{ name: 'B', rdns: null }])).toBe(false)
    expect(isExcludedWallet({ name: 'A', rdns: '' }, [{ name: 'B', rdns: '' }])).toBe(false)
    expect(isExcludedWallet({ name: 'A' }, [{ name: 'B' }])).toBe(false)
  })

  it('match by explorer id', () => {
    expect(isExcludedWallet({ id: 'c57ca95b', name: 'A' }, [{ id: 'c57ca95b', name: 'B' }])).toBe(
      true,
    )
  })

  it.each(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'EXTERNAL'] as const)(
    'hide a %s connector by rdns or name',
    (type) => {
      const connector: ConnectorFacts = {
        id: 'x',
        name: 'Rabby Wallet',
        type,
        info: { rdns: 'io.rabby' },
      }
      const byRdns = { ...desktop, excludedWallets: [{ name: 'Rabby', rdns: 'io.rabby' }] }
      const byName = { ...desktop, excludedWallets: [{ name: 'rabby wallet', rdns: null }] }
      expect(isConnectorShown(connector, desktop)).toBe(true)
      expect(isConnectorShown(connector, byRdns)).toBe(false)
      expect(isConnectorShown(connector, byName)).toBe(false)
    },
  )

  it('hide a connector by its explorer id', () => {
    const context = { ...desktop, excludedWallets: [{ id: 'c57ca95b', name: 'Meta Mask (old)' }] }
    expect(isConnectorShown(metamask, context)).toBe(false)
  })

  it('never hide WalletConnect or the login connector', () => {
    const context = {
      ...desktop,
      excludedWallets: [{ name: 'WalletConnect' }, { name: 'Email', rdns: null }],
    }
    expect(isConnectorShown(walletConnect, context)).toBe(true)
    expect(isConnectorShown({ id: 'auth', name: 'Email', type: 'AUTH' }, context)).toBe(true)
  })

  it('hide the browser wallet on mobile by name too', () => {
    const context = { ...mobile, excludedWallets: [{ name: 'browser wallet' }] }
    expect(isConnectorShown(browserWallet, context)).toBe(false)
  })
})

describe('visibleConnectors and hasShownInstalledWallet', () => {
  const connectors = [walletConnect, browserWallet, metamask]

  it('keeps the shown ones in their order', () => {
    expect(visibleConnectors(connectors, desktop)).toEqual([walletConnect, metamask])
    expect(visibleConnectors(connectors, mobile)).toEqual(connectors)
  })

  it('counts only installed wallets that are shown', () => {
    expect(hasShownInstalledWallet(connectors, desktop)).toBe(true)
    expect(hasShownInstalledWallet([walletConnect, browserWallet], desktop)).toBe(false)
    expect(hasShownInstalledWallet([walletConnect, browserWallet], mobile)).toBe(true)
    const excluded = { ...desktop, excludedWallets: [{ name: 'MetaMask' }] }
    expect(hasShownInstalledWallet(connectors, excluded)).toBe(false)
    expect(hasShownInstalledWallet([{ ...metamask, type: 'EXTERNAL' }], desktop)).toBe(false)
  })
})
