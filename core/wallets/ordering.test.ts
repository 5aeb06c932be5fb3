import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CONNECTOR_GROUP_ORDER,
  connectMethodOrder,
  connectorGroupOrder,
  orderConnectorGroups,
} from './ordering'

describe('connect-method order (SPEC §2)', () => {
  it('is wallet, email, social when installed wallets are present', () => {
    expect(connectMethodOrder({ hasInstalledWallets: true })).toEqual(['wallet', 'email', 'social'])
  })

  it("is the toolkit's own email, social, wallet otherwise", () => {
    expect(connectMethodOrder({ hasInstalledWallets: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  it("follows the host's connectMethodsOrder whatever is installed", () => {
    const hostOrder = ['social', 'wallet', 'email'] as const
    expect(connectMethodOrder({ hostOrder, hasInstalledWallets: true })).toEqual(hostOrder)
    expect(connectMethodOrder({ hostOrder, hasInstalledWallets: false })).toEqual(hostOrder)
  })

  it('keeps a partial host order partial and drops repeats', () => {
    expect(
      connectMethodOrder({ hostOrder: ['wallet', 'wallet', 'email'], hasInstalledWallets: false }),
    ).toEqual(['wallet', 'email'])
  })

  it('leaves out methods that are switched off', () => {
    expect(
      connectMethodOrder({
        hasInstalledWallets: true,
        available: { email: false, social: false },
      }),
    ).toEqual(['wallet'])
    expect(
      connectMethodOrder({ hasInstalledWallets: false, available: { email: true, social: false } }),
    ).toEqual(['email', 'wallet'])
  })
})

describe('connector group order (SPEC §2)', () => {
  it('defaults to walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(connectorGroupOrder()).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(connectorGroupOrder()).toEqual(DEFAULT_CONNECTOR_GROUP_ORDER)
  })

  it("puts the host's groups first and the rest after, in the default order", () => {
    expect(connectorGroupOrder(['recommended', 'injected'])).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
    ])
  })

  it('lists each group once even if the host repeats one', () => {
    expect(connectorGroupOrder(['external', 'external', 'walletConnect'])).toHaveLength(7)
  })

  it('orders the groups and drops the empty ones', () => {
    const groups = {
      recommended: ['r1'],
      injected: ['i1', 'i2'],
      walletConnect: ['wc'],
      featured: [],
      recent: ['last'],
    }
    expect(orderConnectorGroups(groups)).toEqual([
      { group: 'walletConnect', items: ['wc'] },
      { group: 'recent', items: ['last'] },
      { group: 'injected', items: ['i1', 'i2'] },
      { group: 'recommended', items: ['r1'] },
    ])
    expect(orderConnectorGroups(groups, ['recommended']).map(({ group }) => group)).toEqual([
      'recommended',
      'walletConnect',
      'recent',
      'injected',
    ])
  })
})
